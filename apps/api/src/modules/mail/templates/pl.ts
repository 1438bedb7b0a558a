import type { MailTexts } from './types.js';

export const pl: MailTexts = {
  mails: {
    activation: {
      subject: 'Potwierdź swój adres e-mail w {site}',
      heading: 'Witaj w {site}!',
      body: 'Potwierdź swój adres e-mail, aby móc odpowiadać na wiadomości i w pełni korzystać z {site}.',
      button: 'Potwierdź adres e-mail',
      note: 'Nie rejestrowałeś/-aś się w {site}? W takim razie zignoruj tę wiadomość.',
    },
    password_reset: {
      subject: 'Zresetuj hasło w {site}',
      heading: 'Wybierz nowe hasło',
      body: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w {site}. Kliknij przycisk, aby wybrać nowe.',
      button: 'Wybierz nowe hasło',
      note: 'Link jest ważny przez {minutes} minut i działa tylko raz. To nie Ty? W takim razie Twoje hasło pozostaje bez zmian.',
    },
    email_change: {
      subject: 'Potwierdź nowy adres e-mail w {site}',
      heading: 'Potwierdź nowy adres e-mail',
      body: 'Chcesz od teraz używać adresu {email} dla swojego konta w {site}. Kliknij przycisk, aby to potwierdzić.',
      button: 'Potwierdź nowy adres',
      note: 'Link jest ważny przez 24 godziny. To nie Ty? W takim razie nic się nie zmieni.',
    },
    account_deleted: {
      subject: 'Twoje konto w {site} zostanie usunięte',
      heading: 'Szkoda, że odchodzisz',
      body: 'Twoje konto w {site} jest teraz ukryte i zostanie trwale usunięte {date}. Zmieniłeś/-aś zdanie? Przywróć je jednym kliknięciem przed tym terminem.',
      button: 'Przywróć moje konto',
      note: 'Po {date} Twój profil, zdjęcia i wiadomości zostaną usunięte. Przechowujemy tylko dane płatności wymagane przez prawo.',
    },
  },
  greeting: 'Cześć {name},',
  link_fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
  footer_reason: 'Otrzymujesz tę wiadomość, ponieważ masz konto w {site}.',
  unsubscribe: 'Wypisz się z e-maili',
  company_registration: 'KRS {kvk}',
};
