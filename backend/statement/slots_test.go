package statement

import (
	"strings"
	"testing"
)

// TestSlotCellRoles: the lexical evidence of single cells.
func TestSlotCellRoles(t *testing.T) {
	cases := []struct {
		raw  string
		want slotRole
		text string // the cell's value after label and type
	}{
		{"Telekom Deutschland GmbH", sName, "Telekom Deutschland GmbH"},
		{"Erika Musterfrau", sName, "Erika Musterfrau"},
		{"Empfänger: Stadtwerke Kassel", sName, "Stadtwerke Kassel"},
		{"Rechnung 4711 Juni", sPurpose, "Rechnung 4711 Juni"},
		// Mostly digits: a reference code rather than text.
		{"4711 vom 03.02.2025", sRef, "4711 vom 03.02.2025"},
		{"Miete Juli", sPurpose, "Miete Juli"},
		{"Verwendungszweck: Geschenk", sPurpose, "Geschenk"},
		{"IBAN: DE89 3704 0044 0532 0130 00", sIBAN, "DE89 3704 0044 0532 0130 00"},
		{"IBAN DE89 3704 0044 0532 0130 00", sIBAN, "IBAN DE89 3704 0044 0532 0130 00"},
		{"DE89 3704 0044 0532 0130 00", sIBAN, "DE89 3704 0044 0532 0130 00"},
		{"EREF+3B9FECE4798C", sRef, "3B9FECE4798C"},
		{"Kartenzahlung", sType, ""},
		{"SEPA-Lastschrift", sType, ""},
		// Text naming an IBAN is text, not the IBAN field.
		{"Rate 09/2024 Lastschrift von DE89 3704 0044 0532 0130 00", sPurpose, "Rate 09/2024 Lastschrift von DE89 3704 0044 0532 0130 00"},
		// Month names and capitals have a BIC's shape: no IBAN role.
		{"DEZEMBER", sPurpose, "DEZEMBER"},
		// A booking type with its connector before the name.
		{"Überweisung an Max Mustermann", sName, "Max Mustermann"},
	}
	for _, c := range cases {
		got := newCell(c.raw, 1, 50)
		best := sPurpose
		for r := range got.ev {
			if got.ev[r] > got.ev[best] {
				best = slotRole(r)
			}
		}
		if best != c.want || got.text != c.text {
			t.Errorf("%q: role %d text %q, want role %d text %q (evidence %v)", c.raw, best, got.text, c.want, c.text, got.ev)
		}
	}
}

// block builds one booking's cells from lines of (x0, text); line 0 is
// the booking row.
func block(lines ...[]any) []cell {
	var out []cell
	for i, l := range lines {
		for k := 0; k+1 < len(l); k += 2 {
			out = append(out, newCell(l[k+1].(string), i, l[k].(float64)))
		}
	}
	return out
}

// sparda is a statement whose blocks print the type on the booking row,
// the purpose on the next line, the name under it and the IBAN last: the
// per-booking rules read the first free line as the name.
func sparda() [][]cell {
	names := []string{"Stadtwerke Kassel GmbH", "Max Mustermann", "Telekom Deutschland GmbH", "Erika Musterfrau", "Allianz Versicherungs-AG"}
	purposes := []string{"Abschlag Strom Mai", "Taschengeld", "Rechnung 4711 Juni", "Miete Juli", "Beitrag Kfz-Versicherung 2025"}
	var blocks [][]cell
	for i := range names {
		blocks = append(blocks, block(
			[]any{60.0, "Lastschrift"},
			[]any{60.0, purposes[i]},
			[]any{60.0, names[i]},
			[]any{60.0, "IBAN DE89 3704 0044 0532 0130 00"},
		))
	}
	return blocks
}

func TestInferSlots(t *testing.T) {
	d := inferSlots(sparda())
	if d.nameKey != "L2|x0" {
		t.Fatalf("name slot %q (share %.2f), want L2|x0", d.nameKey, d.share)
	}
	for key, want := range map[string]slotRole{"L0|x0": sType, "L1|x0": sPurpose, "L3|x0": sConst} {
		if r, _ := d.role(key); r != want {
			t.Errorf("slot %s: role %d, want %d", key, r, want)
		}
	}
	// Side-by-side name and purpose cells: the x column tells them apart.
	var blocks [][]cell
	for _, nm := range [][2]string{{"REWE Markt GmbH", "Einkauf 4711"}, {"Sabine Fischer", "Miete Juli 2025"}, {"Aral Tankstelle", "Tanken 12.05."}, {"Lidl Dienstleistung GmbH", "Einkauf 77 Filiale 3"}} {
		blocks = append(blocks, block([]any{60.0, nm[0], 220.0, nm[1]}))
	}
	d = inferSlots(blocks)
	if d.nameKey != "L0|x0" {
		t.Errorf("side by side: name slot %q, want L0|x0", d.nameKey)
	}
	if r, _ := d.role("L0|x1"); r != sPurpose {
		t.Errorf("side by side: slot L0|x1 role %d, want purpose", r)
	}
	// Too few bookings in a slot: no name slot.
	if d := inferSlots([][]cell{block([]any{60.0, "Max Mustermann"})}); d.nameKey != "" {
		t.Errorf("one booking: name slot %q, want none", d.nameKey)
	}
}

func TestFixBooking(t *testing.T) {
	blocks := sparda()
	d := inferSlots(blocks)
	cases := []struct {
		name                   string
		cells                  []cell
		party, purpose, bt     string
		wantParty, wantPurpose string
	}{
		{
			name:  "swapped by the rules",
			cells: blocks[0], party: "Abschlag Strom Mai", purpose: "Stadtwerke Kassel GmbH", bt: "Lastschrift",
			wantParty: "Stadtwerke Kassel GmbH", wantPurpose: "Abschlag Strom Mai",
		},
		{
			name:  "rules agree",
			cells: blocks[1], party: "Max Mustermann", purpose: "Taschengeld", bt: "Lastschrift",
			wantParty: "Max Mustermann", wantPurpose: "Taschengeld",
		},
		{
			name:  "rules trimmed a label from the same cell",
			cells: blocks[3], party: "Musterfrau", purpose: "Miete Juli", bt: "Lastschrift",
			wantParty: "Musterfrau", wantPurpose: "Miete Juli",
		},
		{
			name:  "the bank's own posting has no payee",
			cells: blocks[2], party: "", purpose: "Rechnung 4711 Juni", bt: "Entgelt",
			wantParty: "", wantPurpose: "Rechnung 4711 Juni",
		},
		{
			name:  "empty payee, name-shaped cell",
			cells: blocks[4], party: "", purpose: "Beitrag Kfz-Versicherung 2025 Allianz Versicherungs-AG", bt: "Lastschrift",
			wantParty: "Allianz Versicherungs-AG", wantPurpose: "Beitrag Kfz-Versicherung 2025",
		},
	}
	for _, c := range cases {
		tx := &txn{t: Transaction{Counterparty: c.party, Purpose: c.purpose, BookingText: c.bt}}
		fixBooking(tx, c.cells, d)
		if tx.t.Counterparty != c.wantParty || tx.t.Purpose != c.wantPurpose {
			t.Errorf("%s: got %q / %q, want %q / %q", c.name, tx.t.Counterparty, tx.t.Purpose, c.wantParty, c.wantPurpose)
		}
	}
	// A name wrapped over two lines of its column stays whole; a name
	// merged with the purpose cell beside it is split.
	var side [][]cell
	for _, nm := range [][2]string{{"REWE Markt GmbH", "Einkauf 4711"}, {"Sabine Fischer", "Miete Juli 2025"}, {"Aral Tankstelle", "Tanken 12.05."}, {"Lidl Dienstleistung GmbH", "Einkauf 77 Filiale 3"}} {
		side = append(side, block([]any{60.0, nm[0], 220.0, nm[1]}, []any{60.0, "Filiale Nord"}))
	}
	d = inferSlots(side)
	tx := &txn{t: Transaction{Counterparty: "Sabine Fischer Miete Juli 2025", BookingText: "Überweisung"}}
	fixBooking(tx, side[1], d)
	if tx.t.Counterparty != "Sabine Fischer" || tx.t.Purpose != "Miete Juli 2025" {
		t.Errorf("merged cells: got %q / %q", tx.t.Counterparty, tx.t.Purpose)
	}
	tx = &txn{t: Transaction{Counterparty: "REWE Markt GmbH Filiale Nord", Purpose: "Einkauf 4711"}}
	fixBooking(tx, side[0], d)
	if tx.t.Counterparty != "REWE Markt GmbH Filiale Nord" || tx.t.Purpose != "Einkauf 4711" {
		t.Errorf("wrapped name: got %q / %q", tx.t.Counterparty, tx.t.Purpose)
	}
}

// A labelled name cell: the rules' name with the label's neighbour is cut
// to the cell; with the cell's wrapped second line it stays whole.
func TestFixBookingLabelledWrap(t *testing.T) {
	var blocks [][]cell
	for _, nm := range []string{"Deutsche", "KV Nordrhein", "Stadtwerke", "Sabine Fischer"} {
		blocks = append(blocks, block(
			[]any{60.0, "Empfänger: " + nm, 300.0, "IBAN: DE89 3704 0044 0532 0130 00"},
			[]any{60.0, "Ärzteversicherung AG"},
			[]any{60.0, "Verwendungszweck: Beitrag 2024"}))
	}
	d := inferSlots(blocks)
	tx := &txn{t: Transaction{Counterparty: "Deutsche Ärzteversicherung AG", Purpose: "Beitrag 2024"}}
	fixBooking(tx, blocks[0], d)
	if tx.t.Counterparty != "Deutsche Ärzteversicherung AG" {
		t.Errorf("wrapped labelled name: got %q", tx.t.Counterparty)
	}
	tx = &txn{t: Transaction{Counterparty: "Sabine Fischer Mitglied 4711", Purpose: "Beitrag 2024"}}
	fixBooking(tx, blocks[3], d)
	if tx.t.Counterparty != "Sabine Fischer" {
		t.Errorf("labelled name with a neighbour: got %q", tx.t.Counterparty)
	}
}

func TestCleanPurpose(t *testing.T) {
	var blocks [][]cell
	for _, b := range [][3]string{{"Gutschrift", "Gehalt Mai 2025", "IBAN DE89 3704 0044 0532 0130 00"}, {"Kartenzahlung", "2025-05-03T12:50 Debitk.1", "IBAN DE12 5001 0517 0648 4898 90"}, {"Lastschrift", "Abschlag Strom Mai", "IBAN DE02 1203 0000 0000 2020 51"}, {"Auszahlung", "auf Referenzkonto", "IBAN DE02 1203 0000 0000 2020 51"}} {
		blocks = append(blocks, block([]any{60.0, "Name"}, []any{60.0, b[0]}, []any{60.0, b[1]}, []any{60.0, b[2]}))
	}
	d := inferSlots(blocks)
	tx := &txn{t: Transaction{Counterparty: "Pflegedienst", Purpose: "Gutschrift Gehalt Mai 2025 IBAN DE89 3704 0044 0532 0130 00"}}
	cleanPurpose(tx, blocks[0], d)
	if tx.t.Purpose != "Gehalt Mai 2025" || tx.t.BookingText != "Gutschrift" || tx.t.IBAN != "DE89370400440532013000" {
		t.Errorf("got purpose %q type %q IBAN %q", tx.t.Purpose, tx.t.BookingText, tx.t.IBAN)
	}
	// A type the text goes on from stays: "Auszahlung auf Referenzkonto".
	tx = &txn{t: Transaction{Counterparty: "Depot", Purpose: "Auszahlung auf Referenzkonto", BookingText: "Auszahlung"}}
	cleanPurpose(tx, blocks[3], d)
	if tx.t.Purpose != "Auszahlung auf Referenzkonto" {
		t.Errorf("got purpose %q", tx.t.Purpose)
	}
}

func TestSplitAtNameLabel(t *testing.T) {
	var ts []token
	x := 50.0
	for _, w := range []string{"Visa-Debitkarten-", "Empfänger:", "Aral", "Tankstelle", "Buchungstext:", "Tanken"} {
		ts = append(ts, token{text: w, x0: x, x1: x + 30})
		x += 33
	}
	var got []string
	for _, p := range splitAtNameLabel(ts) {
		got = append(got, joinTokens(p))
	}
	want := []string{"Visa-Debitkarten-", "Empfänger: Aral Tankstelle", "Buchungstext: Tanken"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	if c := newCell(got[1], 0, 83); c.label != "empfänger" || c.text != "Aral Tankstelle" {
		t.Errorf("label cell: %q %q", c.label, c.text)
	}
}
