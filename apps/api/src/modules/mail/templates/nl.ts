import type { MailTexts } from './types.js';

export const nl: MailTexts = {
  mails: {
    activation: {
      subject: 'Bevestig je e-mailadres voor {site}',
      heading: 'Welkom bij {site}!',
      body: 'Bevestig je e-mailadres, dan kun je op berichten reageren en haal je alles uit {site}.',
      button: 'E-mailadres bevestigen',
      note: 'Heb je je niet aangemeld bij {site}? Dan kun je deze e-mail negeren.',
    },
    password_reset: {
      subject: 'Stel een nieuw wachtwoord in voor {site}',
      heading: 'Kies een nieuw wachtwoord',
      body: 'We kregen een verzoek om het wachtwoord van je {site}-account opnieuw in te stellen. Klik op de knop om een nieuw wachtwoord te kiezen.',
      button: 'Nieuw wachtwoord kiezen',
      note: 'De link is {minutes} minuten geldig en werkt één keer. Heb je hier niet om gevraagd? Dan blijft je wachtwoord zoals het is.',
    },
    email_change: {
      subject: 'Bevestig je nieuwe e-mailadres voor {site}',
      heading: 'Bevestig je nieuwe e-mailadres',
      body: 'Je wilt voortaan {email} gebruiken voor je {site}-account. Klik op de knop om dat te bevestigen.',
      button: 'Nieuw adres bevestigen',
      note: 'De link is 24 uur geldig. Heb je hier niet om gevraagd? Dan verandert er niets.',
    },
    account_deleted: {
      subject: 'Je {site}-account wordt verwijderd',
      heading: 'Jammer dat je gaat',
      body: 'Je {site}-account is nu verborgen en wordt op {date} definitief verwijderd. Toch van gedachten veranderd? Activeer het voor die datum opnieuw met één klik.',
      button: 'Mijn account heractiveren',
      note: "Na {date} worden je profiel, foto's en berichten verwijderd. We bewaren alleen de betaalgegevens die de wet voorschrijft.",
    },
    support_warning: {
      subject: 'Je gedrag op {site}',
      heading: 'Een waarschuwing van {site}',
      body: 'Andere leden hebben geklaagd over hoe je je op {site} gedraagt. Houd je aan onze gebruiksvoorwaarden en behandel iedereen met respect. Als we nog meer klachten ontvangen, kunnen we je account sluiten.',
      button: 'Lees de gebruiksvoorwaarden',
      note: 'Vragen? Beantwoord gewoon deze e-mail.',
    },
    support_reply: {
      subject: 'Een antwoord op je klacht bij {site}',
      heading: 'Ons antwoord op je klacht',
      body: '{message}',
      button: 'Naar {site}',
      note: 'Je ontvangt dit antwoord omdat je een klacht hebt gestuurd naar de klantenservice van {site}.',
    },
    photo_rejected: {
      subject: 'Je foto op {site} is niet goedgekeurd',
      heading: 'We konden je foto niet goedkeuren',
      body: 'Bedankt dat je een foto aan je profiel op {site} hebt toegevoegd. We hebben hem bekeken en kunnen hem niet aan andere leden laten zien. {reason} De foto is verwijderd; je kunt gerust een andere toevoegen.',
      button: 'Een andere foto toevoegen',
      note: 'Vragen? Beantwoord gewoon deze e-mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Je gezicht is er niet duidelijk op te zien.',
    not_own_photo: 'Het lijkt geen foto van jezelf te zijn.',
    explicit: 'Er is naaktheid of seksuele inhoud op te zien.',
    contact_details:
      'Er staan contactgegevens op, zoals een telefoonnummer, een e-mailadres of een naam op sociale media.',
    poor_quality: 'Hij is te onscherp, te donker of te klein.',
  },
  greeting: 'Hoi {name},',
  link_fallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
  footer_reason: 'Je ontvangt deze e-mail omdat je een account hebt bij {site}.',
  unsubscribe: 'Afmelden voor e-mails',
  company_registration: 'KvK {kvk}',
};
