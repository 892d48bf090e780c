package account

import "fmt"

// The e-mails are plain text in German: the portal's audience is German,
// and plain text renders the same in every client.

func confirmText(company, link string) string {
	return fmt.Sprintf(`Guten Tag,

Sie haben für „%s“ ein Konto bei Papierkram angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse mit diesem Link:

%s

Der Link ist 24 Stunden gültig und kann nur einmal verwendet werden. Danach sehen Sie Ihren ersten API-Schlüssel (nur einmal) und sind angemeldet. Der Trial-Tarif umfasst 50 kostenlose Aufrufe, ohne Zahlungsmittel.

Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach.

Papierkram
`, company, link)
}

func alreadyRegisteredText(company, link string) string {
	return fmt.Sprintf(`Guten Tag,

für diese E-Mail-Adresse besteht bereits ein Konto bei Papierkram („%s“). Sie können sich mit diesem Link anmelden:

%s

Der Link ist 30 Minuten gültig und kann nur einmal verwendet werden.

Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach.

Papierkram
`, company, link)
}

func loginText(company, link string) string {
	return fmt.Sprintf(`Guten Tag,

hier ist Ihr Anmeldelink für Papierkram („%s“):

%s

Der Link ist 30 Minuten gültig und kann nur einmal verwendet werden.

Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach.

Papierkram
`, company, link)
}
