import type { MailTexts } from './types.js';

export const sv: MailTexts = {
  mails: {
    activation: {
      subject: 'Bekräfta din e-postadress hos {site}',
      heading: 'Välkommen till {site}!',
      body: 'Bekräfta din e-postadress så att du kan svara på meddelanden och få ut det mesta av {site}.',
      button: 'Bekräfta e-postadress',
      note: 'Har du inte registrerat dig hos {site}? Då kan du bortse från det här mejlet.',
    },
    password_reset: {
      subject: 'Återställ ditt lösenord hos {site}',
      heading: 'Välj ett nytt lösenord',
      body: 'Vi har fått en begäran om att återställa lösenordet till ditt {site}-konto. Klicka på knappen för att välja ett nytt.',
      button: 'Välj nytt lösenord',
      note: 'Länken gäller i {minutes} minuter och kan användas en gång. Har du inte bett om det här? Då förblir ditt lösenord oförändrat.',
    },
    email_change: {
      subject: 'Bekräfta din nya e-postadress hos {site}',
      heading: 'Bekräfta din nya e-postadress',
      body: 'Du har bett om att använda {email} för ditt {site}-konto från och med nu. Klicka på knappen för att bekräfta.',
      button: 'Bekräfta ny adress',
      note: 'Länken gäller i 24 timmar. Har du inte bett om det här? Då ändras ingenting.',
    },
    account_deleted: {
      subject: 'Ditt {site}-konto kommer att raderas',
      heading: 'Tråkigt att du lämnar oss',
      body: 'Ditt {site}-konto är nu dolt och raderas slutgiltigt den {date}. Har du ångrat dig? Då kan du återaktivera det med ett klick innan dess.',
      button: 'Återaktivera mitt konto',
      note: 'Efter den {date} tas din profil, dina bilder och meddelanden bort. Vi sparar bara de betalningsuppgifter som lagen kräver.',
    },
    support_warning: {
      subject: 'Ditt beteende på {site}',
      heading: 'En varning från {site}',
      body: 'Andra medlemmar har klagat på hur du beter dig på {site}. Följ våra användarvillkor och behandla alla med respekt. Om vi får fler klagomål kan vi stänga ditt konto.',
      button: 'Läs användarvillkoren',
      note: 'Frågor? Svara bara på det här mejlet.',
    },
    support_reply: {
      subject: 'Ett svar på ditt klagomål hos {site}',
      heading: 'Vårt svar på ditt klagomål',
      body: '{message}',
      button: 'Gå till {site}',
      note: 'Du får det här svaret eftersom du skickade ett klagomål till kundtjänst hos {site}.',
    },
    photo_rejected: {
      subject: 'Din bild på {site} godkändes inte',
      heading: 'Vi kunde inte godkänna din bild',
      body: 'Tack för att du lade till en bild i din profil på {site}. Vi har granskat den och kan inte visa den för andra medlemmar. {reason} Bilden har tagits bort; du får gärna lägga till en annan.',
      button: 'Lägg till en annan bild',
      note: 'Frågor? Svara bara på det här mejlet.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Ditt ansikte syns inte tydligt på den.',
    not_own_photo: 'Det verkar inte vara en bild på dig.',
    explicit: 'Den visar nakenhet eller sexuellt innehåll.',
    contact_details:
      'Den visar kontaktuppgifter som ett telefonnummer, en e-postadress eller ett namn i sociala medier.',
    poor_quality: 'Den är för suddig, för mörk eller för liten.',
  },
  greeting: 'Hej {name},',
  link_fallback: 'Om knappen inte fungerar, kopiera den här länken till din webbläsare:',
  footer_reason: 'Du får det här mejlet eftersom du har ett konto hos {site}.',
  unsubscribe: 'Avsluta prenumerationen på mejl',
  company_registration: 'Org.nr {kvk}',
};
