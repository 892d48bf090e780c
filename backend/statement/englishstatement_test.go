package statement

import "testing"

// TestEnglishStatement: a German bank's statement in English, with
// slashed day-first dates, English numbers with CR/DR after every amount
// and balance, English booking types over German remittance data. Small
// amounts alone ("16.80 DR") decide the English notation; the DR marker
// signs debits and the closing balance; the English types are booking
// texts with the counterparty under them; Creditor ID, Mandate ref. and
// IBAN … BIC lines are no purpose.
func TestEnglishStatement(t *testing.T) {
	runHZCases(t, []hzCase{{
		name: "small amounts, closing balance in debit",
		text: `Deutsche Bank                                            Statement of Account no. 11/2022
IBAN DE37 7007 0024 4483 5064 64                         Statement period 01/11/2022 - 30/11/2022
Booking date  Value date   Transaction details                                  Amount EUR
                           Previous balance as of 31/10/2022                       63.34 CR
08/11/2022    08/11/2022   Debit Card Payment                                      16.80 DR
                           Aral Tankstelle
                           2022-11-08T10:08 Debitk.2
13/11/2022    13/11/2022   SEPA Direct Debit                                       42.63 DR
                           Rundfunk ARD, ZDF, DRadio
                           Beitragsnummer 671826 Zeitraum November
                           Creditor ID DE76ZZZ78054503080 · Mandate ref. M7552-70745
                           IBAN DE23 1252 7572 1057 3825 76 · BIC COBADEHDXXX
15/11/2022    15/11/2022   SEPA Credit Transfer                                    20.50 CR
                           Sabine Fischer
                           Erstattung Kino
25/11/2022    25/11/2022   Standing Order                                          95.00 DR
                           Erika Musterfrau
                           Taschengeld November
                           New balance as of 30/11/2022                            70.59 DR`,
		want: []string{
			"08.11.2022|08.11.2022|Aral Tankstelle|Debit Card Payment|2022-11-08T10:08 Debitk.2|-16,80",
			"13.11.2022|13.11.2022|Rundfunk ARD, ZDF, DRadio|SEPA Direct Debit|Beitragsnummer 671826 Zeitraum November|-42,63",
			"15.11.2022|15.11.2022|Sabine Fischer|SEPA Credit Transfer|Erstattung Kino|20,50",
			"25.11.2022|25.11.2022|Erika Musterfrau|Standing Order|Taschengeld November|-95,00",
		},
		status: "ok",
	}, {
		// One booking and no IBAN: only the English title, column heads
		// and balance labels say that this is a statement.
		name: "one booking recognised by its English labels",
		text: `Statement of Account no. 3/2025
Booking date  Value date   Transaction details                 Amount EUR
                           Previous balance as of 28/02/2025     1,200.00 CR
14/03/2025    14/03/2025   Account Fee                              4.90 DR
                           New balance as of 31/03/2025          1,195.10 CR`,
		want: []string{
			"14.03.2025|14.03.2025||Account Fee||-4,90",
		},
		status: "ok",
	}})
	for _, tc := range []struct {
		name, text string
		want       bool
	}{
		{"CR/DR after plain decimals", "Previous balance 63.34 CR\nCard 16.80 DR\nCard 42.63 DR", true},
		{"one marked amount decides nothing", "Previous balance 63.34 CR\nLastschrift 16,80-", false},
		{"German amounts with CR stay German", "Saldo 1.063,34 CR\nKarte 16,80\nKarte 42,63\n1.502,28 CR", false},
		{"plain decimals without marker", "Tarif 16.80 42.63 12.00", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := englishNotation(geoDoc(tc.text)); got != tc.want {
				t.Errorf("englishNotation = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestSlashDateOrder: the order of slashed dates is the document's:
// a first part over 12 proves day-first, a second part over 12
// month-first, all-ambiguous dates read day-first, mixed evidence reads
// neither way.
func TestSlashDateOrder(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		sep        byte
		monthFirst bool
		first      string // the first date word rewritten
	}{
		{"day-first", "Statement period 01/11/2022 - 30/11/2022\n08/11/2022 Card\n13/11/2022 Card", '/', false, "01.11.2022"},
		{"month-first", "Period 11/01/2022 - 11/30/2022\n11/08/2022 Card\n11/13/2022 Card", '/', true, "01.11.2022"},
		{"all ambiguous reads day-first", "03/02/2025 Card\n05/02/2025 Card\n07/02/2025 Card", '/', false, "03.02.2025"},
		{"mixed evidence", "30/11/2022 Card\n11/13/2022 Card\n03/02/2025 Card", 0, false, "30/11/2022"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := geoDoc(tc.text)
			sep, mf := altDateSep(doc)
			if sep != tc.sep || mf != tc.monthFirst {
				t.Errorf("altDateSep = %q, %v; want %q, %v", sep, mf, tc.sep, tc.monthFirst)
			}
			var w string
			for _, x := range doc.Pages[0].Words {
				if reAltDate.MatchString(x.Text) {
					w = x.Text
					break
				}
			}
			if got := dottedDate(w, sep, mf); got != tc.first {
				t.Errorf("dottedDate(%q) = %q, want %q", w, got, tc.first)
			}
		})
	}
}
