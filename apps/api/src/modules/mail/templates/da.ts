import type { MailTexts } from './types.js';

export const da: MailTexts = {
  mails: {
    activation: {
      subject: 'Bekræft din e-mailadresse hos {site}',
      heading: 'Velkommen til {site}!',
      body: 'Bekræft din e-mailadresse, så du kan svare på beskeder og få det fulde udbytte af {site}.',
      button: 'Bekræft e-mailadresse',
      note: 'Har du ikke oprettet en profil hos {site}? Så kan du se bort fra denne e-mail.',
    },
    password_reset: {
      subject: 'Nulstil din adgangskode hos {site}',
      heading: 'Vælg en ny adgangskode',
      body: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din {site}-konto. Klik på knappen for at vælge en ny.',
      button: 'Vælg ny adgangskode',
      note: 'Linket er gyldigt i {minutes} minutter og kan bruges én gang. Har du ikke bedt om det? Så forbliver din adgangskode uændret.',
    },
    email_change: {
      subject: 'Bekræft din nye e-mailadresse hos {site}',
      heading: 'Bekræft din nye e-mailadresse',
      body: 'Du har bedt om fremover at bruge {email} til din {site}-konto. Klik på knappen for at bekræfte.',
      button: 'Bekræft ny adresse',
      note: 'Linket er gyldigt i 24 timer. Har du ikke bedt om det? Så ændres intet.',
    },
    account_deleted: {
      subject: 'Din {site}-konto bliver slettet',
      heading: 'Ærgerligt, at du vil forlade os',
      body: 'Din {site}-konto er nu skjult og bliver slettet endeligt den {date}. Har du fortrudt? Så kan du genaktivere den med ét klik inden da.',
      button: 'Genaktivér min konto',
      note: 'Efter {date} fjernes din profil, dine billeder og beskeder. Vi gemmer kun de betalingsoplysninger, loven kræver.',
    },
    support_warning: {
      subject: 'Din opførsel på {site}',
      heading: 'En advarsel fra {site}',
      body: 'Andre medlemmer har klaget over din opførsel på {site}. Overhold venligst vores brugsbetingelser, og behandl alle med respekt. Hvis vi modtager flere klager, kan vi lukke din konto.',
      button: 'Læs brugsbetingelserne',
      note: 'Spørgsmål? Svar blot på denne e-mail.',
    },
    support_reply: {
      subject: 'Et svar på din klage hos {site}',
      heading: 'Vores svar på din klage',
      body: '{message}',
      button: 'Gå til {site}',
      note: 'Du modtager dette svar, fordi du har sendt en klage til kundeservice hos {site}.',
    },
    photo_rejected: {
      subject: 'Dit billede på {site} blev ikke godkendt',
      heading: 'Vi kunne ikke godkende dit billede',
      body: 'Tak, fordi du har tilføjet et billede til din profil på {site}. Vi har gennemgået det og kan ikke vise det til andre medlemmer. {reason} Billedet er fjernet; du er velkommen til at tilføje et andet.',
      button: 'Tilføj et andet billede',
      note: 'Spørgsmål? Svar blot på denne e-mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Dit ansigt kan ikke ses tydeligt på det.',
    not_own_photo: 'Det ser ikke ud til at være et billede af dig.',
    explicit: 'Det viser nøgenhed eller seksuelt indhold.',
    contact_details:
      'Det viser kontaktoplysninger som et telefonnummer, en e-mailadresse eller et navn på sociale medier.',
    poor_quality: 'Det er for uskarpt, for mørkt eller for lille.',
  },
  greeting: 'Hej {name},',
  link_fallback: 'Virker knappen ikke? Kopiér dette link ind i din browser:',
  footer_reason: 'Du modtager denne e-mail, fordi du har en konto hos {site}.',
  unsubscribe: 'Afmeld e-mails',
  company_registration: 'CVR {kvk}',
};
