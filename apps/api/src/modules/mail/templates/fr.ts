import type { MailTexts } from './types.js';

export const fr: MailTexts = {
  mails: {
    activation: {
      subject: 'Confirmez votre adresse e-mail pour {site}',
      heading: 'Bienvenue sur {site} !',
      body: 'Confirmez votre adresse e-mail pour pouvoir répondre aux messages et profiter pleinement de {site}.',
      button: 'Confirmer l’adresse e-mail',
      note: 'Vous n’êtes pas à l’origine de cette inscription sur {site} ? Vous pouvez simplement ignorer cet e-mail.',
    },
    password_reset: {
      subject: 'Réinitialisez votre mot de passe {site}',
      heading: 'Choisissez un nouveau mot de passe',
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}. Cliquez sur le bouton pour en choisir un nouveau.',
      button: 'Choisir un nouveau mot de passe',
      note: 'Le lien est valable {minutes} minutes et ne fonctionne qu’une fois. Vous n’êtes pas à l’origine de cette demande ? Votre mot de passe reste inchangé.',
    },
    email_change: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour {site}',
      heading: 'Confirmez votre nouvelle adresse e-mail',
      body: 'Vous souhaitez désormais utiliser {email} pour votre compte {site}. Cliquez sur le bouton pour confirmer.',
      button: 'Confirmer la nouvelle adresse',
      note: 'Le lien est valable 24 heures. Vous n’êtes pas à l’origine de cette demande ? Rien ne change.',
    },
    account_deleted: {
      subject: 'Votre compte {site} va être supprimé',
      heading: 'Nous regrettons de vous voir partir',
      body: 'Votre compte {site} est désormais masqué et sera définitivement supprimé le {date}. Vous avez changé d’avis ? Réactivez-le en un clic d’ici là.',
      button: 'Réactiver mon compte',
      note: 'Après le {date}, votre profil, vos photos et vos messages seront supprimés. Nous conservons uniquement les données de paiement exigées par la loi.',
    },
    support_warning: {
      subject: 'Votre comportement sur {site}',
      heading: 'Un avertissement de {site}',
      body: "D'autres membres se sont plaints de votre comportement sur {site}. Respectez nos conditions d'utilisation et traitez chacun avec respect. Si nous recevons d'autres plaintes, nous pourrons fermer votre compte.",
      button: "Lire les conditions d'utilisation",
      note: 'Des questions ? Répondez simplement à cet e-mail.',
    },
    support_reply: {
      subject: 'Une réponse à votre réclamation sur {site}',
      heading: 'Notre réponse à votre réclamation',
      body: '{message}',
      button: 'Aller sur {site}',
      note: 'Vous recevez cette réponse parce que vous avez envoyé une réclamation au service client de {site}.',
    },
    photo_rejected: {
      subject: "Votre photo sur {site} n'a pas été approuvée",
      heading: "Nous n'avons pas pu approuver votre photo",
      body: "Merci d'avoir ajouté une photo à votre profil sur {site}. Nous l'avons examinée et ne pouvons pas la montrer aux autres membres. {reason} La photo a été supprimée ; vous pouvez tout à fait en ajouter une autre.",
      button: 'Ajouter une autre photo',
      note: 'Des questions ? Répondez simplement à cet e-mail.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: "Votre visage n'y est pas clairement visible.",
    not_own_photo: 'Il ne semble pas s’agir d’une photo de vous.',
    explicit: 'Elle montre de la nudité ou un contenu sexuel.',
    contact_details:
      'Elle montre des coordonnées, comme un numéro de téléphone, une adresse e-mail ou un nom de réseau social.',
    poor_quality: 'Elle est trop floue, trop sombre ou trop petite.',
  },
  greeting: 'Bonjour {name},',
  link_fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  footer_reason: 'Vous recevez cet e-mail car vous avez un compte sur {site}.',
  unsubscribe: 'Se désabonner des e-mails',
  company_registration: 'N° d’immatriculation {kvk}',
};
