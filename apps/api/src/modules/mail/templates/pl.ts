import type { MailTexts } from './types.js';

export const pl: MailTexts = {
  mails: {
    activation: {
      subject: 'Potwierdź swój adres e-mail w serwisie {site}',
      heading: 'Witaj w serwisie {site}!',
      body: 'Potwierdź swój adres e-mail, aby móc odpowiadać na wiadomości i w pełni korzystać z serwisu {site}.',
      button: 'Potwierdź adres e-mail',
      note: 'Jeśli to nie Ty zakładasz konto w serwisie {site}, po prostu zignoruj tę wiadomość.',
    },
    password_reset: {
      subject: 'Zresetuj hasło w serwisie {site}',
      heading: 'Wybierz nowe hasło',
      body: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w serwisie {site}. Kliknij przycisk, aby wybrać nowe.',
      button: 'Wybierz nowe hasło',
      note: 'Link jest ważny przez {minutes} minut i działa tylko raz. To nie Ty o to prosisz? W takim razie Twoje hasło pozostanie bez zmian.',
    },
    email_change: {
      subject: 'Potwierdź nowy adres e-mail w serwisie {site}',
      heading: 'Potwierdź nowy adres e-mail',
      body: 'Chcesz od teraz używać adresu {email} na swoim koncie w serwisie {site}. Kliknij przycisk, aby to potwierdzić.',
      button: 'Potwierdź nowy adres',
      note: 'Link jest ważny przez 24 godziny. To nie Ty o to prosisz? W takim razie nic się nie zmieni.',
    },
    account_deleted: {
      subject: 'Twoje konto w serwisie {site} zostanie usunięte',
      heading: 'Szkoda, że odchodzisz',
      body: 'Twoje konto w serwisie {site} jest teraz ukryte i zostanie trwale usunięte {date}. Jeśli zmienisz zdanie, możesz je przywrócić jednym kliknięciem przed tym terminem.',
      button: 'Przywróć moje konto',
      note: 'Po {date} Twój profil, zdjęcia i wiadomości zostaną usunięte. Przechowujemy jedynie dane płatności, których wymaga prawo.',
    },
    support_warning: {
      subject: 'Twoje zachowanie w {site}',
      heading: 'Ostrzeżenie od {site}',
      body: 'Inni członkowie skarżyli się na Twoje zachowanie w {site}. Przestrzegaj naszego regulaminu i traktuj wszystkich z szacunkiem. Jeśli otrzymamy kolejne skargi, możemy zamknąć Twoje konto.',
      button: 'Przeczytaj regulamin',
      note: 'Pytania? Po prostu odpowiedz na tę wiadomość.',
    },
    support_reply: {
      subject: 'Odpowiedź na Twoją skargę w {site}',
      heading: 'Nasza odpowiedź na Twoją skargę',
      body: '{message}',
      button: 'Przejdź do {site}',
      note: 'Otrzymujesz tę odpowiedź, ponieważ wysłałeś(-aś) skargę do obsługi klienta {site}.',
    },
    photo_rejected: {
      subject: 'Twoje zdjęcie w {site} nie zostało zatwierdzone',
      heading: 'Nie mogliśmy zatwierdzić Twojego zdjęcia',
      body: 'Dziękujemy za dodanie zdjęcia do Twojego profilu w {site}. Sprawdziliśmy je i nie możemy pokazać go innym członkom. {reason} Zdjęcie zostało usunięte; możesz dodać inne.',
      button: 'Dodaj inne zdjęcie',
      note: 'Pytania? Po prostu odpowiedz na tę wiadomość.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Twoja twarz nie jest na nim wyraźnie widoczna.',
    not_own_photo: 'Wygląda na to, że nie jest to Twoje zdjęcie.',
    explicit: 'Przedstawia nagość lub treści seksualne.',
    contact_details:
      'Widać na nim dane kontaktowe, takie jak numer telefonu, adres e-mail lub nazwa w mediach społecznościowych.',
    poor_quality: 'Jest zbyt rozmyte, zbyt ciemne lub zbyt małe.',
  },
  greeting: 'Cześć {name}!',
  link_fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  footer_reason: 'Otrzymujesz tę wiadomość, ponieważ masz konto w serwisie {site}.',
  unsubscribe: 'Zrezygnuj z otrzymywania e-maili',
  company_registration: 'Nr w rejestrze handlowym {kvk}',
};
