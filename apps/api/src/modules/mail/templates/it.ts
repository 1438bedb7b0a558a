import type { MailTexts } from './types.js';

export const it: MailTexts = {
  mails: {
    activation: {
      subject: 'Conferma il tuo indirizzo e-mail per {site}',
      heading: 'Ti diamo il benvenuto su {site}!',
      body: 'Conferma il tuo indirizzo e-mail per poter rispondere ai messaggi e sfruttare al meglio {site}.',
      button: 'Conferma indirizzo e-mail',
      note: 'Non hai creato tu un account su {site}? Allora puoi ignorare questa e-mail.',
    },
    password_reset: {
      subject: 'Reimposta la tua password di {site}',
      heading: 'Scegli una nuova password',
      body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account {site}. Fai clic sul pulsante per sceglierne una nuova.',
      button: 'Scegli una nuova password',
      note: "Il link è valido per {minutes} minuti e si può usare una sola volta. Non l'hai richiesto tu? La tua password resta invariata.",
    },
    email_change: {
      subject: 'Conferma il tuo nuovo indirizzo e-mail per {site}',
      heading: 'Conferma il tuo nuovo indirizzo e-mail',
      body: "Hai chiesto di usare d'ora in poi {email} per il tuo account {site}. Fai clic sul pulsante per confermare.",
      button: 'Conferma il nuovo indirizzo',
      note: "Il link è valido per 24 ore. Non l'hai richiesto tu? Non cambia nulla.",
    },
    account_deleted: {
      subject: 'Il tuo account {site} verrà eliminato',
      heading: 'Ci dispiace che tu te ne vada',
      body: 'Il tuo account {site} ora è nascosto e verrà eliminato definitivamente il {date}. Hai cambiato idea? Riattivalo con un clic prima di allora.',
      button: 'Riattiva il mio account',
      note: 'Dopo il {date} il tuo profilo, le tue foto e i tuoi messaggi verranno rimossi. Conserviamo solo i dati di pagamento richiesti dalla legge.',
    },
    support_warning: {
      subject: 'Il tuo comportamento su {site}',
      heading: 'Un avvertimento da {site}',
      body: "Altri membri si sono lamentati del tuo comportamento su {site}. Rispetta le nostre condizioni d'uso e tratta tutti con rispetto. Se riceveremo altri reclami, potremo chiudere il tuo account.",
      button: "Leggi le condizioni d'uso",
      note: 'Domande? Rispondi semplicemente a questa e-mail.',
    },
    support_reply: {
      subject: 'Una risposta al tuo reclamo su {site}',
      heading: 'La nostra risposta al tuo reclamo',
      body: '{message}',
      button: 'Vai su {site}',
      note: 'Ricevi questa risposta perché hai inviato un reclamo al servizio clienti di {site}.',
    },
    photo_rejected: {
      subject: 'La tua foto su {site} non è stata approvata',
      heading: 'Non abbiamo potuto approvare la tua foto',
      body: 'Grazie per aver aggiunto una foto al tuo profilo su {site}. L’abbiamo controllata e non possiamo mostrarla agli altri membri. {reason} La foto è stata rimossa; puoi aggiungerne un’altra quando vuoi.',
      button: 'Aggiungi un’altra foto',
      note: 'Domande? Rispondi semplicemente a questa e-mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Il tuo volto non si vede chiaramente.',
    not_own_photo: 'Non sembra una foto di te.',
    explicit: 'Mostra nudità o contenuti sessuali.',
    contact_details:
      'Mostra dati di contatto, come un numero di telefono, un indirizzo e-mail o un nome sui social.',
    poor_quality: 'È troppo sfocata, troppo scura o troppo piccola.',
  },
  greeting: 'Ciao {name},',
  link_fallback: 'Se il pulsante non funziona, copia questo link nel browser:',
  footer_reason: 'Ricevi questa e-mail perché hai un account su {site}.',
  unsubscribe: "Annulla l'iscrizione alle e-mail",
  company_registration: 'N. iscrizione al Registro delle imprese {kvk}',
};
