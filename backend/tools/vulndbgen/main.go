// Command vulndbgen builds a Go vulnerability database in govulncheck's
// v1 file layout (index/db.json, index/modules.json, ID/<id>.json) from
// the OSV entries of the golang.org/x/vulndb module.
//
// It exists because this project's machines reach the Go module proxy but
// not vuln.go.dev: the proxy serves golang.org/x/vulndb, whose data/osv
// holds every published entry, so `make vulncheck` can scan offline
// against a pinned snapshot (govulncheck -db file://…). The entries in the
// repository carry no modification times (the deployed database takes
// them from git history); the snapshot's commit time stands in for them.
//
//	vulndbgen -osv $VULNDB_MODULE/data/osv -time 2026-11-05T23:49:57Z -out bin/vulndb
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/mod/semver"
)

type entry struct {
	ID       string     `json:"id"`
	Modified time.Time  `json:"modified"`
	Affected []affected `json:"affected"`
}

type affected struct {
	Package struct {
		Name string `json:"name"`
	} `json:"package"`
	Ranges []struct {
		Type   string `json:"type"`
		Events []struct {
			Fixed string `json:"fixed"`
		} `json:"events"`
	} `json:"ranges"`
}

type moduleVuln struct {
	ID       string    `json:"id"`
	Modified time.Time `json:"modified"`
	Fixed    string    `json:"fixed,omitempty"`
}

type moduleMeta struct {
	Path  string       `json:"path"`
	Vulns []moduleVuln `json:"vulns"`
}

func main() {
	osvDir := flag.String("osv", "", "directory of OSV entries (golang.org/x/vulndb's data/osv)")
	out := flag.String("out", "", "directory to write the database to")
	stamp := flag.String("time", "", "RFC 3339 time standing in for entries without a modification time (the snapshot's commit time)")
	flag.Parse()
	if *osvDir == "" || *out == "" || *stamp == "" {
		flag.Usage()
		os.Exit(2)
	}
	snap, err := time.Parse(time.RFC3339, *stamp)
	if err != nil {
		log.Fatalf("vulndbgen: -time: %v", err)
	}
	if err := build(*osvDir, *out, snap); err != nil {
		log.Fatalf("vulndbgen: %v", err)
	}
}

func build(osvDir, out string, snap time.Time) error {
	files, err := filepath.Glob(filepath.Join(osvDir, "GO-*.json"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no OSV entries in %s", osvDir)
	}
	if err := os.MkdirAll(filepath.Join(out, "ID"), 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(out, "index"), 0o755); err != nil {
		return err
	}
	modules := map[string]*moduleMeta{}
	var newest time.Time
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var doc map[string]any
		if err := json.Unmarshal(raw, &doc); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		var e entry
		if err := json.Unmarshal(raw, &e); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		if e.Modified.IsZero() || e.Modified.Year() < 2000 {
			e.Modified = snap
			doc["modified"] = snap.Format(time.RFC3339)
			if p, _ := doc["published"].(string); strings.HasPrefix(p, "0001-") {
				doc["published"] = doc["modified"]
			}
		}
		if e.Modified.After(newest) {
			newest = e.Modified
		}
		enc, err := json.Marshal(doc)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, "ID", e.ID+".json"), enc, 0o644); err != nil {
			return err
		}
		for _, a := range e.Affected {
			m := modules[a.Package.Name]
			if m == nil {
				m = &moduleMeta{Path: a.Package.Name}
				modules[a.Package.Name] = m
			}
			fixed := latestFixed(a)
			// An entry may list a module twice (one affected block per
			// package path): one index row, the higher fix.
			if n := len(m.Vulns); n > 0 && m.Vulns[n-1].ID == e.ID {
				if laterVersion(fixed, m.Vulns[n-1].Fixed) {
					m.Vulns[n-1].Fixed = fixed
				}
				continue
			}
			m.Vulns = append(m.Vulns, moduleVuln{ID: e.ID, Modified: e.Modified, Fixed: fixed})
		}
	}
	idx := make([]*moduleMeta, 0, len(modules))
	for _, m := range modules {
		sort.Slice(m.Vulns, func(i, j int) bool { return m.Vulns[i].ID < m.Vulns[j].ID })
		idx = append(idx, m)
	}
	sort.Slice(idx, func(i, j int) bool { return idx[i].Path < idx[j].Path })
	if err := writeJSON(filepath.Join(out, "index", "modules.json"), idx); err != nil {
		return err
	}
	return writeJSON(filepath.Join(out, "index", "db.json"), map[string]time.Time{"modified": newest})
}

// latestFixed is the highest fixed version of an affected module, as the
// database index gives it (without the leading v).
func latestFixed(a affected) string {
	best := ""
	for _, r := range a.Ranges {
		if r.Type != "SEMVER" {
			continue
		}
		for _, ev := range r.Events {
			if laterVersion(ev.Fixed, best) {
				best = ev.Fixed
			}
		}
	}
	return best
}

// laterVersion reports whether version a (without v) is set and above b.
func laterVersion(a, b string) bool {
	return a != "" && (b == "" || semver.Compare("v"+a, "v"+b) > 0)
}

func writeJSON(path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
