import type { MailTexts } from './types.js';

export const nb: MailTexts = {
  mails: {
    activation: {
      subject: 'Bekreft e-postadressen din hos {site}',
      heading: 'Velkommen til {site}!',
      body: 'Bekreft e-postadressen din, så kan du svare på meldinger og få mest mulig ut av {site}.',
      button: 'Bekreft e-postadresse',
      note: 'Har du ikke registrert deg hos {site}? Da kan du se bort fra denne e-posten.',
    },
    password_reset: {
      subject: 'Tilbakestill passordet ditt hos {site}',
      heading: 'Velg et nytt passord',
      body: 'Vi har mottatt en forespørsel om å tilbakestille passordet til {site}-kontoen din. Klikk på knappen for å velge et nytt.',
      button: 'Velg nytt passord',
      note: 'Lenken er gyldig i {minutes} minutter og kan brukes én gang. Har du ikke bedt om dette? Da forblir passordet ditt som det er.',
    },
    email_change: {
      subject: 'Bekreft den nye e-postadressen din hos {site}',
      heading: 'Bekreft den nye e-postadressen din',
      body: 'Du har bedt om å bruke {email} for {site}-kontoen din fra nå av. Klikk på knappen for å bekrefte.',
      button: 'Bekreft ny adresse',
      note: 'Lenken er gyldig i 24 timer. Har du ikke bedt om dette? Da endres ingenting.',
    },
    account_deleted: {
      subject: '{site}-kontoen din blir slettet',
      heading: 'Så synd at du vil forlate oss',
      body: '{site}-kontoen din er nå skjult og blir slettet for godt {date}. Har du ombestemt deg? Da kan du aktivere den igjen med ett klikk før den tid.',
      button: 'Aktiver kontoen min igjen',
      note: 'Etter {date} fjernes profilen, bildene og meldingene dine. Vi tar bare vare på betalingsopplysningene loven krever.',
    },
    support_warning: {
      subject: 'Din oppførsel på {site}',
      heading: 'En advarsel fra {site}',
      body: 'Andre medlemmer har klaget på oppførselen din på {site}. Følg brukervilkårene våre og behandle alle med respekt. Hvis vi får flere klager, kan vi stenge kontoen din.',
      button: 'Les brukervilkårene',
      note: 'Spørsmål? Bare svar på denne e-posten.',
    },
    support_reply: {
      subject: 'Et svar på klagen din hos {site}',
      heading: 'Vårt svar på klagen din',
      body: '{message}',
      button: 'Gå til {site}',
      note: 'Du får dette svaret fordi du sendte en klage til kundeservice hos {site}.',
    },
    photo_rejected: {
      subject: 'Bildet ditt på {site} ble ikke godkjent',
      heading: 'Vi kunne ikke godkjenne bildet ditt',
      body: 'Takk for at du la til et bilde i profilen din på {site}. Vi har sett på det og kan ikke vise det til andre medlemmer. {reason} Bildet er fjernet; du er velkommen til å legge til et annet.',
      button: 'Legg til et annet bilde',
      note: 'Spørsmål? Bare svar på denne e-posten.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Ansiktet ditt vises ikke tydelig på det.',
    not_own_photo: 'Det ser ikke ut til å være et bilde av deg.',
    explicit: 'Det viser nakenhet eller seksuelt innhold.',
    contact_details:
      'Det viser kontaktinformasjon som et telefonnummer, en e-postadresse eller et navn på sosiale medier.',
    poor_quality: 'Det er for uskarpt, for mørkt eller for lite.',
  },
  greeting: 'Hei {name},',
  link_fallback: 'Fungerer ikke knappen? Kopier denne lenken inn i nettleseren din:',
  footer_reason: 'Du mottar denne e-posten fordi du har en konto hos {site}.',
  unsubscribe: 'Meld deg av e-poster',
  company_registration: 'Org.nr. {kvk}',
};
