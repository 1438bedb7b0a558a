import type { MailTexts } from './types.js';

export const fi: MailTexts = {
  mails: {
    activation: {
      subject: 'Vahvista sähköpostiosoitteesi palvelussa {site}',
      heading: 'Tervetuloa palveluun {site}!',
      body: 'Vahvista sähköpostiosoitteesi, niin voit vastata viesteihin ja saat palvelusta {site} kaiken irti.',
      button: 'Vahvista sähköpostiosoite',
      note: 'Etkö rekisteröitynyt palveluun {site}? Voit jättää tämän viestin huomiotta.',
    },
    password_reset: {
      subject: 'Vaihda salasanasi palvelussa {site}',
      heading: 'Valitse uusi salasana',
      body: 'Saimme pyynnön vaihtaa {site}-tilisi salasanan. Valitse uusi salasana painikkeesta.',
      button: 'Valitse uusi salasana',
      note: 'Linkki on voimassa {minutes} minuuttia ja toimii kerran. Etkö pyytänyt tätä? Salasanasi pysyy ennallaan.',
    },
    email_change: {
      subject: 'Vahvista uusi sähköpostiosoitteesi palvelussa {site}',
      heading: 'Vahvista uusi sähköpostiosoitteesi',
      body: 'Pyysit, että {site}-tililläsi käytetään jatkossa osoitetta {email}. Vahvista muutos painikkeesta.',
      button: 'Vahvista uusi osoite',
      note: 'Linkki on voimassa 24 tuntia. Etkö pyytänyt tätä? Mikään ei muutu.',
    },
    account_deleted: {
      subject: '{site}-tilisi poistetaan',
      heading: 'Harmi, että lähdet',
      body: '{site}-tilisi on nyt piilotettu, ja se poistetaan lopullisesti {date}. Muutitko mielesi? Voit aktivoida tilin uudelleen yhdellä klikkauksella ennen sitä.',
      button: 'Aktivoi tilini uudelleen',
      note: 'Päivän {date} jälkeen profiilisi, kuvasi ja viestisi poistetaan. Säilytämme vain lain edellyttämät maksutiedot.',
    },
    support_warning: {
      subject: 'Käytöksesi palvelussa {site}',
      heading: 'Varoitus palvelulta {site}',
      body: 'Muut jäsenet ovat valittaneet käytöksestäsi palvelussa {site}. Noudata käyttöehtojamme ja kohtele kaikkia kunnioittavasti. Jos saamme lisää valituksia, voimme sulkea tilisi.',
      button: 'Lue käyttöehdot',
      note: 'Kysyttävää? Vastaa tähän sähköpostiin.',
    },
    support_reply: {
      subject: 'Vastaus valitukseesi palvelussa {site}',
      heading: 'Vastauksemme valitukseesi',
      body: '{message}',
      button: 'Siirry palveluun {site}',
      note: 'Saat tämän vastauksen, koska lähetit valituksen palvelun {site} asiakaspalveluun.',
    },
    photo_rejected: {
      subject: 'Kuvaasi palvelussa {site} ei hyväksytty',
      heading: 'Emme voineet hyväksyä kuvaasi',
      body: 'Kiitos, että lisäsit kuvan profiiliisi palvelussa {site}. Tarkistimme sen, emmekä voi näyttää sitä muille jäsenille. {reason} Kuva on poistettu; voit lisätä toisen kuvan milloin tahansa.',
      button: 'Lisää toinen kuva',
      note: 'Kysyttävää? Vastaa tähän sähköpostiin.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'Kasvosi eivät näy siinä selvästi.',
    not_own_photo: 'Kuva ei näytä olevan sinusta.',
    explicit: 'Siinä on alastomuutta tai seksuaalista sisältöä.',
    contact_details: 'Siinä näkyy yhteystietoja, kuten puhelinnumero, sähköpostiosoite tai some-nimi.',
    poor_quality: 'Se on liian epätarkka, tumma tai pieni.',
  },
  greeting: 'Hei {name},',
  link_fallback: 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
  footer_reason: 'Saat tämän viestin, koska sinulla on tili palvelussa {site}.',
  unsubscribe: 'Peru sähköpostitilaus',
  company_registration: 'Y-tunnus {kvk}',
};
