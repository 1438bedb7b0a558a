import type { MailTexts } from './types.js';

export const de: MailTexts = {
  mails: {
    activation: {
      subject: 'Bestätige deine E-Mail-Adresse für {site}',
      heading: 'Willkommen bei {site}!',
      body: 'Bitte bestätige deine E-Mail-Adresse, damit du auf Nachrichten antworten und {site} voll nutzen kannst.',
      button: 'E-Mail-Adresse bestätigen',
      note: 'Du hast dich nicht bei {site} registriert? Dann kannst du diese E-Mail ignorieren.',
    },
    password_reset: {
      subject: 'Setze dein Passwort für {site} zurück',
      heading: 'Wähle ein neues Passwort',
      body: 'Wir haben eine Anfrage erhalten, das Passwort deines {site}-Kontos zurückzusetzen. Klicke auf den Button, um ein neues zu wählen.',
      button: 'Neues Passwort wählen',
      note: 'Der Link ist {minutes} Minuten gültig und kann nur einmal verwendet werden. Du hast das nicht angefordert? Dann bleibt dein Passwort unverändert.',
    },
    email_change: {
      subject: 'Bestätige deine neue E-Mail-Adresse für {site}',
      heading: 'Bestätige deine neue E-Mail-Adresse',
      body: 'Du möchtest ab sofort {email} für dein {site}-Konto verwenden. Klicke auf den Button, um das zu bestätigen.',
      button: 'Neue Adresse bestätigen',
      note: 'Der Link ist 24 Stunden gültig. Du hast das nicht angefordert? Dann ändert sich nichts.',
    },
    account_deleted: {
      subject: 'Dein {site}-Konto wird gelöscht',
      heading: 'Schade, dass du gehst',
      body: 'Dein {site}-Konto ist jetzt verborgen und wird am {date} endgültig gelöscht. Du hast es dir anders überlegt? Dann reaktiviere es bis dahin mit einem Klick.',
      button: 'Mein Konto reaktivieren',
      note: 'Nach dem {date} werden dein Profil, deine Fotos und Nachrichten entfernt. Wir bewahren nur die gesetzlich vorgeschriebenen Zahlungsdaten auf.',
    },
    support_warning: {
      subject: 'Dein Verhalten auf {site}',
      heading: 'Eine Verwarnung von {site}',
      body: 'Andere Mitglieder haben sich über dein Verhalten auf {site} beschwert. Bitte halte dich an unsere Nutzungsbedingungen und begegne allen mit Respekt. Wenn weitere Beschwerden eingehen, können wir dein Konto schließen.',
      button: 'Nutzungsbedingungen lesen',
      note: 'Fragen? Antworte einfach auf diese E-Mail.',
    },
    support_reply: {
      subject: 'Eine Antwort auf deine Beschwerde bei {site}',
      heading: 'Unsere Antwort auf deine Beschwerde',
      body: '{message}',
      button: 'Zu {site}',
      note: 'Du erhältst diese Antwort, weil du dich beim Kundenservice von {site} beschwert hast.',
    },
    photo_rejected: {
      subject: 'Dein Foto auf {site} wurde nicht freigegeben',
      heading: 'Wir konnten dein Foto nicht freigeben',
      body: 'Danke, dass du ein Foto zu deinem Profil auf {site} hinzugefügt hast. Wir haben es geprüft und können es anderen Mitgliedern nicht zeigen. {reason} Das Foto wurde entfernt; du kannst gerne ein anderes hochladen.',
      button: 'Ein anderes Foto hinzufügen',
      note: 'Fragen? Antworte einfach auf diese E-Mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Dein Gesicht ist darauf nicht deutlich zu erkennen.',
    not_own_photo: 'Es scheint kein Foto von dir zu sein.',
    explicit: 'Es zeigt Nacktheit oder sexuelle Inhalte.',
    contact_details:
      'Es zeigt Kontaktdaten wie eine Telefonnummer, eine E-Mail-Adresse oder einen Social-Media-Namen.',
    poor_quality: 'Es ist zu unscharf, zu dunkel oder zu klein.',
  },
  greeting: 'Hallo {name},',
  link_fallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  footer_reason: 'Du erhältst diese E-Mail, weil du ein Konto bei {site} hast.',
  unsubscribe: 'E-Mails abbestellen',
  company_registration: 'Handelsregister {kvk}',
};
