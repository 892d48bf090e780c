// Package synth generates synthetic German bank statements with ground
// truth. Every statement is a deterministic function of (layout, seed): the
// same pair always yields the same pages, text and truth, so evaluation runs
// compare like with like. The layouts imitate real conventions (signed
// column, Soll/Haben columns, trailing minus, S/H markers, year-less dates,
// SEPA multi-line entries, carry-over between pages, app export with day
// headings, foreign currency), not any one bank's template.
package synth

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"time"

	"papierkram/backend/german"
)

// Truth is the ground truth of one generated statement.
type Truth struct {
	Layout       string    `json:"layout"`
	Seed         uint64    `json:"seed"`
	Pages        int       `json:"pages"` // an HTML statement's: 0 until PDF() prints it
	Bank         string    `json:"bank"`
	IBAN         string    `json:"iban"`
	BIC          string    `json:"bic"`
	PeriodStart  string    `json:"period_start"`
	PeriodEnd    string    `json:"period_end"`
	Opening      string    `json:"opening_balance"`
	Closing      string    `json:"closing_balance"`
	Transactions []TruthTx `json:"transactions"`
}

// TruthTx is one expected table row, in the API's string form.
type TruthTx struct {
	BookingDate  string `json:"booking_date"`
	ValueDate    string `json:"value_date"`
	Counterparty string `json:"counterparty"`
	IBAN         string `json:"iban"`
	BookingText  string `json:"booking_text"`
	Purpose      string `json:"purpose"`
	Amount       string `json:"amount"`
}

// Item is one run of text placed on a page, in points from the top-left.
type Item struct {
	X, Y  float64 // X is the left edge, or the right edge when Right
	Text  string
	Size  float64
	Bold  bool
	Right bool
}

// Page is one generated page: its text and the graphics under it (rules,
// shaded rows, boxes: psprint.go), which only the hh-* batch draws.
type Page struct {
	Items  []Item
	Shapes []Shape `json:",omitempty"`
}

// Statement is a generated statement: pages to render and its truth.
type Statement struct {
	Truth Truth
	Pages []Page
	// HTML, when set, is the statement as a web page: PDF prints it with
	// headless Chromium (htmlprint.go) and Pages is empty. The
	// browser-printed batch (hj-*) uses it.
	HTML    string
	printed []byte // the HTML's print, once PDF made it
	// Font, when set, names the face PDF draws the pages in instead of
	// core Helvetica (fontrender.go): an embedded UTF-8 TrueType font
	// (Identity-H with a ToUnicode map) or core Courier. Glyphs draws
	// every character as a text object of its own, Spacing (points) more
	// apart than the font's advance. The hi-* batch uses them.
	Font    string
	Glyphs  bool
	Spacing float64
	// PostScript, when set, is the statement as a PostScript program
	// that PDF converts with Ghostscript; Troff, when set, a troff
	// document groff typesets to PostScript first (psprint.go). Pages
	// keep what the layout placed. The hh-* batch uses them.
	PostScript string
	Troff      string
	// Tool, when set, names the external program that makes the PDF
	// (printtools.go): "enscript" (Source a plain-text listing, ToolArgs
	// enscript's options, then Ghostscript), "mutool" (Source the pages'
	// content streams, mutool create), "wkhtmltopdf" (Source an HTML
	// document, Qt WebKit; Truth.Pages is 0 until PDF() prints it),
	// "qpdf" (the Pages drawn by fpdf with Letterhead as a form XObject
	// on every page, rewritten with object streams and linearized).
	// Pages keep what the layout placed (the words the tests look for).
	// The hg-* batch uses them.
	Tool       string
	Source     string
	ToolArgs   []string
	Letterhead []Item
	// ScanLook, when set, makes Scanned spoil the pages further
	// (heldout23.go): "punched" a photocopy of a filed paper statement
	// (punch holes, a staple's shadow, the copier's edge), "fax" a fax
	// received (half the vertical resolution, black and white dithered,
	// specks). The hd-* batch uses it; the hc-* batch (heldout24.go)
	// adds "reversed" (the pages in reverse order), "upside" (the last
	// page turned 180°) and "recycled" (grey recycled paper, the back
	// side showing through); the hb-* batch (heldout25.go) adds
	// "hb-trifold" (two creases), "hb-toner" (faded ink, a pale streak),
	// "hb-kopie" (a grey rubber stamp), "hb-marker" (highlighter and pen
	// ticks), "hb-lid" (the lid left open), "hb-copy2" (a copy of a copy)
	// and "hb-messenger" (resampled and recompressed).
	ScanLook string
}

// PageW and PageH are A4 in points.
const (
	PageW = 595.28
	PageH = 841.89
)

// Layouts lists the layout names Generate accepts.
func Layouts() []string {
	return []string{"signed", "sollhaben", "belastung", "trailing", "sh", "carryover", "app", "fx", "running"}
}

// tx is a generated booking before layout.
type tx struct {
	booking, value german.Date
	party, iban    string
	typ            string
	purpose        string // SVWZ or free text
	eref, mref     string
	cred           string
	fx             string // "USD 45,00 Kurs 1,085600"
	amount         german.Cents
	balance        german.Cents
}

// Options tune a generated statement.
type Options struct {
	// MaxTransactions caps the number of bookings (0: the layout's own
	// range, up to 120). Scan and photo runs use it to bound OCR time.
	MaxTransactions int
}

// Generate builds the statement for layout and seed.
func Generate(layout string, seed uint64) (*Statement, error) {
	return GenerateWith(layout, seed, Options{})
}

// GenerateWith is Generate with options.
func GenerateWith(layout string, seed uint64, o Options) (*Statement, error) {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15^uint64(len(layout)))), layout: layout, opt: o}
	held, isHeld := batchOf(layout)
	if !isHeld && !slices.Contains(Layouts(), layout) {
		return nil, fmt.Errorf("synth: unknown layout %q", layout)
	}
	g.setup()
	g.transactions()
	if held.draw != nil {
		held.draw(g) // the batch's own period and bookings
	}
	st := g.render()
	// Statements run 1–6 pages: shorten the month until it fits.
	for st.Truth.Pages > 6 && len(g.txs) > 1 {
		g.txs = g.txs[:len(g.txs)*5/6]
		g.closing = g.txs[len(g.txs)-1].balance
		st = g.render()
	}
	st.Truth.Layout, st.Truth.Seed = layout, seed
	return st, nil
}

type gen struct {
	r      *rand.Rand
	layout string
	opt    Options

	bank, bic, iban, holder, city string
	start, end                    german.Date
	opening, closing              german.Cents
	txs                           []tx
	size                          float64
	x0, xs                        float64 // horizontal placement: left margin and column scale
	sollHaben                     [2]string
	chosen                        map[string]string
}

func (g *gen) pick(ss ...string) string { return ss[g.r.IntN(len(ss))] }

// hexRef is a 12-digit end-to-end reference from a random number: its first
// twelve hex digits (unpadded, as the batches were drawn), zero-padded when
// the number has fewer (one draw in a million; slicing it panicked).
func hexRef(v uint64) string {
	s := fmt.Sprintf("%X", v)
	if len(s) < 12 {
		s = fmt.Sprintf("%012X", v)
	}
	return s[:12]
}

var banks = []struct{ name, blz, bic string }{
	{"Sparkasse Musterstadt", "50050201", "HELADEF1822"},
	{"Volksbank Mittelhessen eG", "51390000", "VBMHDE5FXXX"},
	{"Deutsche Kreditbank AG", "12030000", "BYLADEM1001"},
	{"Commerzbank AG", "37040044", "COBADEFFXXX"},
	{"Raiffeisenbank Oberland eG", "70169614", "GENODEF1MIB"},
	{"Stadtsparkasse Nordheim", "30050110", "DUSSDEDDXXX"},
	{"Nordbank Direkt AG", "20041111", "COBADEHDXXX"},
}

// makeIBAN builds a valid German IBAN for a bank code and account number.
func makeIBAN(blz string, acct uint64) string {
	bban := blz + fmt.Sprintf("%010d", acct%10000000000)
	// mod 97 over BBAN + "DE00" → "131400"
	num := bban + "131400"
	rem := 0
	for _, c := range num {
		rem = (rem*10 + int(c-'0')) % 97
	}
	return fmt.Sprintf("DE%02d%s", 98-rem, bban)
}

func (g *gen) setup() {
	b := banks[g.r.IntN(len(banks))]
	g.bank, g.bic = b.name, b.bic
	g.iban = makeIBAN(b.blz, g.r.Uint64())
	g.holder = g.pick("Max Mustermann", "Erika Musterfrau", "Jonas Beispiel", "Leonie Schneider", "Murat Yilmaz", "Anna Köhler")
	g.city = g.pick("Musterstadt", "Würzburg", "Göttingen", "Kassel", "Bielefeld")
	g.size = 8 + float64(g.r.IntN(4))*0.5
	g.x0 = 28 + float64(g.r.IntN(25))
	g.xs = 0.9 + g.r.Float64()*0.12
	year := 2022 + g.r.IntN(4)
	month := time.Month(1 + g.r.IntN(12))
	switch g.layout {
	case "belastung", "fx":
		// Periods that cross the turn of the year, the hard case for
		// year-less dates.
		if g.r.IntN(2) == 0 {
			month = time.December
		}
		g.start = german.D(year, month, 5)
		g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	default:
		g.start = german.D(year, month, 1)
		g.end = german.FromTime(g.start.Time().AddDate(0, 1, -1))
	}
	g.opening = german.Cents(g.r.IntN(900000) - 50000)
	if g.layout == "fx" {
		g.opening = -german.Cents(g.r.IntN(80000))
	}
}

var (
	debitParties = []struct{ name, typ, purpose string }{
		{"Stadtwerke %s GmbH", "SEPA-Lastschrift", "Abschlag Strom %s Vertragskonto %d"},
		{"Telekom Deutschland GmbH", "Lastschrift", "Festnetz Vertragskonto %d RG %d"},
		{"Vodafone GmbH", "SEPA-Lastschrift", "Kundennr. %d Rechnung %s"},
		{"Allianz Versicherungs-AG", "Lastschrift", "Beitrag Kfz-Versicherung VS-Nr. %d"},
		{"Rundfunk ARD, ZDF, DRadio", "SEPA-Lastschrift", "Beitragsnummer %d Zeitraum %s"},
		{"PayPal Europe S.a.r.l. et Cie S.C.A", "Lastschrift", "PP.%d.PP Ihr Einkauf bei %s"},
		{"Amazon Payments Europe S.C.A.", "Lastschrift", "Bestellung %d AMZN Mktp DE %s"},
		{"Techniker Krankenkasse", "Lastschrift", "Zusatzbeitrag %s Mitgliedsnr. %d"},
		{"Fitnessstudio Kraftwerk", "Lastschrift", "Mitgliedsbeitrag %s Vertrag %d"},
	}
	shops     = []string{"REWE Markt GmbH", "EDEKA Center", "ALDI SÜD", "Lidl sagt Danke", "dm-drogerie markt", "Shell Station", "Aral Tankstelle", "IKEA Deutschland", "Rossmann Filiale", "Bäckerei Müller", "Apotheke am Markt"}
	persons   = []string{"Max Mustermann", "Erika Musterfrau", "Hausverwaltung Schulz", "Thomas Weber", "Sabine Fischer", "Grünwald Immobilien GmbH"}
	employers = []string{"Muster Maschinenbau GmbH", "Beispiel Logistik AG", "Stadtverwaltung %s", "Pflegedienst Sonnenschein"}
	fxShops   = []struct{ name, cur string }{{"AMAZON.COM SEATTLE", "USD"}, {"BOOKING.COM AMSTERDAM", "USD"}, {"PRET A MANGER LONDON", "GBP"}, {"SBB CFF FFS BERN", "CHF"}, {"APPLE.COM/BILL CORK", "USD"}}
	months    = []string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}
)

func (g *gen) transactions() {
	n := 4 + g.r.IntN(14)
	switch g.r.IntN(6) {
	case 0:
		n = 20 + g.r.IntN(40)
	case 1:
		n = 30 + g.r.IntN(60)
	}
	if g.layout == "carryover" {
		n = 40 + g.r.IntN(80)
	}
	if g.opt.MaxTransactions > 0 && n > g.opt.MaxTransactions {
		n = g.opt.MaxTransactions/2 + g.r.IntN(g.opt.MaxTransactions/2+1)
	}
	days := g.end.Sub(g.start) + 1
	var dates []german.Date
	for range n {
		dates = append(dates, g.start.AddDays(g.r.IntN(days)))
	}
	sort.Slice(dates, func(i, j int) bool { return dates[i].Before(dates[j]) })
	mon := months[g.start.Month-1]
	bal := g.opening
	for _, d := range dates {
		t := g.oneTx(d, mon)
		bal += t.amount
		t.balance = bal
		g.txs = append(g.txs, t)
	}
	g.closing = bal
}

func (g *gen) oneTx(d german.Date, mon string) tx {
	t := tx{booking: d, value: d}
	if g.r.IntN(5) == 0 {
		t.value = d.AddDays(-g.r.IntN(3))
		if t.value.Before(g.start) {
			t.value = d
		}
	}
	num := func() int { return 100000 + g.r.IntN(899999) }
	if g.layout == "fx" {
		k := g.r.IntN(10)
		switch {
		case k < 3:
			s := fxShops[g.r.IntN(len(fxShops))]
			orig := german.Cents(500 + g.r.IntN(30000))
			rate := 0.80 + g.r.Float64()*0.5
			eur := german.Cents(float64(orig)/rate + 0.5)
			t.party, t.amount = s.name, -eur
			t.fx = fmt.Sprintf("%s %s Kurs %s", s.cur, orig.String(), strings.Replace(fmt.Sprintf("%.6f", rate), ".", ",", 1))
		case k < 4:
			t.party, t.amount, t.typ = "Zahlung erhalten", german.Cents(5000+g.r.IntN(50000)), ""
			t.purpose = "Vielen Dank"
		default:
			t.party = shops[g.r.IntN(len(shops))] + " " + strings.ToUpper(g.city)
			t.amount = -german.Cents(150 + g.r.IntN(15000))
		}
		return t
	}
	k := g.r.IntN(20)
	switch {
	case k < 6:
		p := debitParties[g.r.IntN(len(debitParties))]
		t.party = p.name
		if strings.Contains(p.name, "%s") {
			t.party = fmt.Sprintf(p.name, g.city)
		}
		t.typ = p.typ
		var args []any
		for i := 0; i < len(p.purpose)-1; i++ {
			if p.purpose[i] == '%' {
				if p.purpose[i+1] == 's' {
					args = append(args, mon)
				} else {
					args = append(args, num())
				}
			}
		}
		t.purpose = fmt.Sprintf(p.purpose, args...)
		t.iban = makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
		t.eref = hexRef(g.r.Uint64())
		t.mref = fmt.Sprintf("M%d-%d", g.r.IntN(9999), g.r.IntN(99999))
		t.cred = fmt.Sprintf("DE%02dZZZ%011d", 10+g.r.IntN(89), g.r.IntN(1e11))
		t.amount = -german.Cents(500 + g.r.IntN(25000))
	case k < 11:
		t.party = shops[g.r.IntN(len(shops))]
		t.typ = "Kartenzahlung"
		t.purpose = fmt.Sprintf("%04d-%02d-%02dT%02d:%02d Debitk.%d %d-%02d", d.Year, d.Month, d.Day, 8+g.r.IntN(12), g.r.IntN(60), 1+g.r.IntN(3), d.Year+2, 1+g.r.IntN(12))
		t.amount = -german.Cents(99 + g.r.IntN(15000))
	case k < 13:
		t.party = employers[g.r.IntN(len(employers))]
		if strings.Contains(t.party, "%s") {
			t.party = fmt.Sprintf(t.party, g.city)
		}
		t.typ = g.pick("Gutschrift", "Lohn/Gehalt", "SEPA-Gutschrift")
		t.purpose = fmt.Sprintf("Gehalt %s %d Personalnr. %d", mon, d.Year, num())
		t.iban = makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
		t.amount = german.Cents(150000 + g.r.IntN(350000))
	case k < 15:
		t.party = persons[g.r.IntN(len(persons))]
		t.typ = g.pick("Überweisung", "Dauerauftrag", "Echtzeitüberweisung")
		t.purpose = g.pick("Miete "+mon, "Sparen", "Taschengeld", "Rechnung "+fmt.Sprint(num()), "Nebenkosten "+mon+" Whg. 3")
		t.iban = makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
		t.amount = -german.Cents(2000 + g.r.IntN(120000))
	case k < 16:
		t.party = persons[g.r.IntN(len(persons))]
		t.typ = "Gutschrift"
		t.purpose = g.pick("Rückzahlung Auslage", "Geschenk", "Anteil Urlaub", "Erstattung Nebenkosten")
		t.iban = makeIBAN(fmt.Sprintf("%08d", 10000000+g.r.IntN(89999999)), g.r.Uint64())
		t.amount = german.Cents(1000 + g.r.IntN(50000))
	case k < 17:
		t.party = g.bankShort() + " " + g.city
		t.typ = "Bargeldauszahlung"
		t.purpose = fmt.Sprintf("GA NR%08d %02d.%02d/%02d.%02dUHR", g.r.IntN(1e8), d.Day, d.Month, 8+g.r.IntN(12), g.r.IntN(60))
		t.amount = -german.Cents((2 + g.r.IntN(20)) * 1000)
	case k < 18:
		t.typ = "Entgelt"
		t.purpose = "Kontoführung " + mon + " " + fmt.Sprint(d.Year)
		t.amount = -german.Cents(390 + g.r.IntN(800))
	default:
		t.party = shops[g.r.IntN(len(shops))]
		t.typ = "Kartenzahlung"
		t.purpose = fmt.Sprintf("%04d-%02d-%02dT%02d:%02d Debitk.%d", d.Year, d.Month, d.Day, 8+g.r.IntN(12), g.r.IntN(60), 1+g.r.IntN(3))
		t.amount = -german.Cents(99 + g.r.IntN(9000))
	}
	return t
}

func (g *gen) bankShort() string {
	f := strings.Fields(g.bank)
	return f[0]
}
