package webapp

// tier is one row of the public tier table (spec 8). It mirrors
// backend/usage.Plans(), which the WASM build cannot import (it pulls in
// the database driver); TestTiersMatchPlans keeps the two in step.
type tier struct {
	ID            string
	Name          string
	PriceCents    int // per month; -1: on request
	IncludedCalls int // -1: on request
	OverageCents  int // per call; 0 with Trial: none (hard block); -1: on request
}

var tiers = []tier{
	{"trial", "Trial", 0, 50, 0},
	{"starter", "Starter", 9900, 200, 50},
	{"pro", "Pro", 29900, 1000, 35},
	{"business", "Business", 79900, 5000, 25},
	{"enterprise", "Enterprise", -1, -1, -1},
}

func tierName(id string) string {
	for _, t := range tiers {
		if t.ID == id {
			return t.Name
		}
	}
	if id == "inactive" {
		return "Inaktiv"
	}
	return id
}
