import type { MailTexts } from './types.js';

export const es: MailTexts = {
  mails: {
    activation: {
      subject: 'Confirma tu dirección de correo en {site}',
      heading: '¡Te damos la bienvenida a {site}!',
      body: 'Confirma tu dirección de correo electrónico para poder responder a mensajes y sacar el máximo partido a {site}.',
      button: 'Confirmar correo electrónico',
      note: '¿No te has registrado en {site}? Entonces puedes ignorar este correo.',
    },
    password_reset: {
      subject: 'Restablece tu contraseña de {site}',
      heading: 'Elige una nueva contraseña',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}. Haz clic en el botón para elegir una nueva.',
      button: 'Elegir nueva contraseña',
      note: 'El enlace es válido durante {minutes} minutos y solo se puede usar una vez. ¿No lo has solicitado tú? Entonces tu contraseña seguirá igual.',
    },
    email_change: {
      subject: 'Confirma tu nueva dirección de correo en {site}',
      heading: 'Confirma tu nueva dirección de correo',
      body: 'Has pedido usar {email} para tu cuenta de {site} a partir de ahora. Haz clic en el botón para confirmarlo.',
      button: 'Confirmar nueva dirección',
      note: 'El enlace es válido durante 24 horas. ¿No lo has solicitado tú? Entonces no cambiará nada.',
    },
    account_deleted: {
      subject: 'Tu cuenta de {site} se eliminará',
      heading: 'Sentimos que te vayas',
      body: 'Tu cuenta de {site} ya está oculta y se eliminará definitivamente el {date}. ¿Has cambiado de opinión? Reactívala con un clic antes de esa fecha.',
      button: 'Reactivar mi cuenta',
      note: 'Después del {date} se eliminarán tu perfil, tus fotos y tus mensajes. Solo conservamos los datos de pago que exige la ley.',
    },
    support_warning: {
      subject: 'Tu comportamiento en {site}',
      heading: 'Una advertencia de {site}',
      body: 'Otros miembros se han quejado de tu comportamiento en {site}. Respeta nuestras condiciones de uso y trata a todos con respeto. Si recibimos más quejas, podemos cerrar tu cuenta.',
      button: 'Leer las condiciones de uso',
      note: '¿Preguntas? Responde simplemente a este correo.',
    },
    support_reply: {
      subject: 'Una respuesta a tu queja en {site}',
      heading: 'Nuestra respuesta a tu queja',
      body: '{message}',
      button: 'Ir a {site}',
      note: 'Recibes esta respuesta porque enviaste una queja al servicio de atención de {site}.',
    },
    photo_rejected: {
      subject: 'Tu foto en {site} no ha sido aprobada',
      heading: 'No hemos podido aprobar tu foto',
      body: 'Gracias por añadir una foto a tu perfil en {site}. La hemos revisado y no podemos mostrarla a otros miembros. {reason} La foto se ha eliminado; puedes añadir otra cuando quieras.',
      button: 'Añadir otra foto',
      note: '¿Preguntas? Responde simplemente a este correo.',
    },
  },
  photo_reject_reasons: {
    not_recognisable: 'No se te ve bien la cara.',
    not_own_photo: 'No parece ser una foto tuya.',
    explicit: 'Muestra desnudos o contenido sexual.',
    contact_details:
      'Muestra datos de contacto, como un número de teléfono, una dirección de correo o un nombre en redes sociales.',
    poor_quality: 'Está demasiado borrosa, oscura o pequeña.',
  },
  greeting: 'Hola, {name}:',
  link_fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  footer_reason: 'Recibes este correo porque tienes una cuenta en {site}.',
  unsubscribe: 'Cancelar la suscripción a los correos',
  company_registration: 'N.º de registro mercantil {kvk}',
};
