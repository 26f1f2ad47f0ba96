/**
 * The readable error messages in Spanish (docs/decisions/0151-server-speaks-spanish.md), keyed by the English
 * message exactly as the rules write it (the English stays the one source: a rule and its text exist once).
 * The gateway translates an answer's `message` and per-field messages with localizeMessage() for a Spanish
 * request (Accept-Language); the browser forms may use it too. A message with numbers or names in it is
 * matched by a pattern; a message with no Spanish entry stays English. error-messages-es.spec.ts fails when a
 * message in libs/contracts has no entry. Spanish per docs/i18n.md (tú, the glossary).
 */
import type { Locale } from './locales';

/** Field labels the message patterns name ("First name must be at most 100 characters"); API field names stay as they are. */
const LABELS_ES: Readonly<Record<string, string>> = {
  'First name': 'Nombre',
  'Last name': 'Apellido',
  Latitude: 'Latitud',
  Longitude: 'Longitud',
  Address: 'Dirección',
  Breed: 'Raza',
  City: 'Ciudad',
  'Closure note': 'Nota del cierre',
  'Collar information': 'Información del collar',
  Color: 'Color',
  Comment: 'Comentario',
  Description: 'Descripción',
  'Logo URL': 'URL del logo',
  Note: 'Nota',
  Notes: 'Notas',
  'Pet name': 'Nombre de la mascota',
  Phone: 'Teléfono',
  Pricing: 'Precios',
  Reason: 'Motivo',
  Services: 'Servicios',
  State: 'Estado',
  'Thank-you note': 'Nota de agradecimiento',
  Website: 'Sitio web',
  'ZIP code': 'Código postal',
  'Closure date': 'Fecha del cierre',
  'Preferred date': 'Fecha preferida',
  'Closing time': 'Hora de cierre',
  'Opening time': 'Hora de apertura',
  Microchipped: 'Microchip',
  Sex: 'Sexo',
  Size: 'Tamaño',
  Species: 'Especie',
};
const label = (english: string) => LABELS_ES[english] ?? english;

const WEEKDAYS_ES: Readonly<Record<string, string>> = {
  Sunday: 'Domingo',
  Monday: 'Lunes',
  Tuesday: 'Martes',
  Wednesday: 'Miércoles',
  Thursday: 'Jueves',
  Friday: 'Viernes',
  Saturday: 'Sábado',
};
const weekday = (english: string) => WEEKDAYS_ES[english] ?? english;

/** Messages written out in full. */
export const ERROR_MESSAGES_ES: Readonly<Record<string, string>> = {
  // What an answer says when it succeeds (the gateway's and the services' `{ message }` bodies).
  'Your account has been deleted': 'Tu cuenta se eliminó',
  'Logged out': 'Sesión cerrada',
  'Signed out everywhere': 'Se cerró la sesión en todos los dispositivos',
  'Password changed.': 'Se cambió la contraseña.',
  'Password changed. Your other session was signed out.': 'Se cambió la contraseña. Se cerró tu otra sesión.',
  'Admin user removed successfully': 'Se quitó al administrador',
  'Bulk notification sent successfully': 'Se envió la notificación masiva',
  'Member reinstated': 'Se restableció al miembro',
  // Sign-up, sign-in and the account (identity)
  'First name is required': 'El nombre es obligatorio',
  'First name must be at most 100 characters': 'El nombre puede tener como máximo 100 caracteres',
  'Last name is required': 'El apellido es obligatorio',
  'Last name must be at most 100 characters': 'El apellido puede tener como máximo 100 caracteres',
  'Username is required': 'El nombre de usuario es obligatorio',
  'Username must be at least 3 characters': 'El nombre de usuario debe tener al menos 3 caracteres',
  'Username must be at most 100 characters': 'El nombre de usuario puede tener como máximo 100 caracteres',
  'Username may only contain letters, numbers, dots, dashes and underscores':
    'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
  'Invalid email address': 'La dirección de correo no es válida',
  'Email or username is required': 'Escribe tu correo o tu nombre de usuario',
  'Password is required': 'Escribe tu contraseña',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must be at most 200 characters': 'La contraseña puede tener como máximo 200 caracteres',
  "Passwords don't match": 'Las contraseñas no coinciden',
  'Current password is required': 'Escribe tu contraseña actual',
  'Enter your password to delete your account': 'Escribe tu contraseña para eliminar tu cuenta',
  'This link is incomplete. Please use the whole link from the email.': 'Este enlace está incompleto. Usa el enlace completo del correo.',
  'This link is invalid or has expired.': 'Este enlace no es válido o ya venció.',
  'profileImageUrl must be the URL of an image you uploaded': 'profileImageUrl debe ser la URL de una imagen que subiste',
  'Language must be one of en, es': 'El idioma debe ser en o es',
  'Request body must be a JSON object': 'El cuerpo de la solicitud debe ser un objeto JSON',
  'Malformed JSON body': 'El cuerpo JSON está mal formado',
  'Invalid email/username or password': 'El correo, el nombre de usuario o la contraseña no son correctos',
  'Invalid username or password': 'El nombre de usuario o la contraseña no son correctos',
  'An account with this email already exists': 'Ya existe una cuenta con este correo',
  'This email or username is already registered': 'Este correo o nombre de usuario ya está registrado',
  'This username is already taken': 'Este nombre de usuario ya está en uso',
  'This is already your email address': 'Esta ya es tu dirección de correo',
  'Your current password is not correct': 'Tu contraseña actual no es correcta',
  'Your email address is already confirmed.': 'Tu dirección de correo ya está confirmada.',
  'This verification link is invalid or has expired. Sign in and ask for a new one.':
    'Este enlace de verificación no es válido o ya venció. Inicia sesión y pide uno nuevo.',
  'We have sent you several verification emails in the last hour. Please check your inbox and spam folder, or try again later.':
    'Te enviamos varios correos de verificación en la última hora. Revisa tu bandeja de entrada y la carpeta de spam, o vuelve a intentarlo más tarde.',
  Unauthorized: 'Inicia sesión para continuar',
  'This account does not have admin access': 'Esta cuenta no tiene acceso de administrador',
  'Cross-site request refused': 'Se rechazó una solicitud desde otro sitio',
  'Send the request body as JSON (Content-Type: application/json)': 'Envía el cuerpo de la solicitud como JSON (Content-Type: application/json)',
  'Something went wrong on our side. Please try again.': 'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
  'The database is unavailable right now. Please try again shortly.': 'La base de datos no está disponible en este momento. Vuelve a intentarlo en un rato.',
  'The service failed to handle this request': 'El servicio no pudo atender esta solicitud',
  'This password is too common. Please choose one that is harder to guess.': 'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.',
  'Too many sign-ups from your network. Please try again in an hour.': 'Hubo demasiados registros desde tu red. Vuelve a intentarlo en una hora.',
  'Too many visits counted from your network for this business. Please try again later.':
    'Contamos demasiadas visitas a este negocio desde tu red. Vuelve a intentarlo más tarde.',
  'The upload was interrupted. Please try again.': 'La subida se interrumpió. Vuelve a intentarlo.',
  'Image not found': 'No se encontró la imagen',
  'Photo must be an uploaded image (upload it first)': 'La foto debe ser una imagen subida (súbela primero)',
  "Access Denied: You don't have permission to access the admin panel. Please contact a system administrator if you believe this is an error.":
    'Acceso denegado: no tienes permiso para entrar al panel de administración. Si crees que es un error, comunícate con un administrador del sistema.',

  // Paging, searching, places
  'This page link is not valid': 'Este enlace de página no es válido',
  'This page link is not valid; start again from the first page': 'Este enlace de página no es válido; vuelve a empezar desde la primera página',
  'Results limit must be a whole number': 'El límite de resultados debe ser un número entero',
  'Results limit must be between 1 and 60': 'El límite de resultados debe estar entre 1 y 60',
  'Search text must be at most 200 characters': 'El texto de búsqueda puede tener como máximo 200 caracteres',
  'Latitude and longitude must be given together': 'La latitud y la longitud deben indicarse juntas',
  'lat and lng must be given together': 'lat y lng deben indicarse juntas',
  'radiusMiles needs lat and lng': 'radiusMiles necesita lat y lng',
  'radiusMiles needs lat and lng (or zipCode)': 'radiusMiles necesita lat y lng (o zipCode)',
  'offset must be a whole number of at least 0': 'offset debe ser un número entero de 0 o más',
  'openNow must be true or false': 'openNow debe ser true o false',
  'ZIP code must be 5 digits': 'El código postal debe tener 5 dígitos',
  'zipCode must be 5 digits': 'zipCode debe tener 5 dígitos',
  'Give a ZIP code or a place on the map': 'Indica un código postal o un lugar en el mapa',
  'The answer is too large to send. Ask for fewer results.': 'La respuesta es demasiado grande para enviarla. Pide menos resultados.',

  // Businesses, reviews, appointments, inquiries (directory)
  'Business name is required': 'El nombre del negocio es obligatorio',
  'Business name must be at most 200 characters': 'El nombre del negocio puede tener como máximo 200 caracteres',
  'City is required': 'La ciudad es obligatoria',
  'City must be at most 100 characters': 'La ciudad puede tener como máximo 100 caracteres',
  'State is required': 'El estado es obligatorio',
  'State must be a 2-letter code': 'El estado debe ser un código de 2 letras',
  'Contact phone number must be a valid phone number': 'El teléfono de contacto debe ser un número de teléfono válido',
  'Appointment date is required': 'La fecha de la cita es obligatoria',
  'Appointment date must be an ISO date and time': 'La fecha de la cita debe ser una fecha y hora ISO',
  'Each preferred time may be given once': 'Cada horario preferido puede indicarse una sola vez',
  'Give at least one preferred time, or leave preferredTimes out': 'Indica al menos un horario preferido, o no envíes preferredTimes',
  'Message is required': 'El mensaje es obligatorio',
  'Message must be at most 5000 characters': 'El mensaje puede tener como máximo 5000 caracteres',
  'Reply message is required': 'La respuesta es obligatoria',
  'Subject is required': 'El asunto es obligatorio',
  'Subject must be at most 200 characters': 'El asunto puede tener como máximo 200 caracteres',
  'businessId is required': 'businessId es obligatorio',
  'businessId must be a business id': 'businessId debe ser el id de un negocio',
  'closures must be a list of {date, note}': 'closures debe ser una lista de {date, note}',
  'day must be a whole number from 0 (Sunday) to 6 (Saturday)': 'day debe ser un número entero del 0 (domingo) al 6 (sábado)',
  'isPremium must be 0 or 1': 'isPremium debe ser 0 o 1',
  'kind must be one of view, call, website': 'kind debe ser view, call o website',
  'photoIds is required: the ids of your photos in their new order': 'photoIds es obligatorio: los ids de tus fotos en su nuevo orden',
  'photoIds must be photo ids': 'photoIds deben ser ids de fotos',
  'photoIds must name each photo once': 'photoIds debe nombrar cada foto una sola vez',
  'preferredTimes must be a list of {date, window}': 'preferredTimes debe ser una lista de {date, window}',
  'timeZone must be an IANA time zone such as America/Chicago': 'timeZone debe ser una zona horaria IANA, como America/Chicago',
  'weekly must be a list of {day, open, close}': 'weekly debe ser una lista de {day, open, close}',
  'Business not found': 'No se encontró el negocio',
  'You cannot review your own business': 'No puedes dejar una reseña a tu propio negocio',
  'This business is already in your favorites': 'Este negocio ya está en tus favoritos',
  'Appointment date cannot be earlier than today': 'La fecha de la cita no puede ser anterior a hoy',
  'Preferred dates cannot be earlier than today': 'Las fechas preferidas no pueden ser anteriores a hoy',
  'Appointments can only be requested from veterinarian businesses': 'Solo se pueden pedir citas a clínicas veterinarias',
  'You cannot send an inquiry to your own business': 'No puedes enviarle una consulta a tu propio negocio',
  'That time is not an open slot of this clinic. Please pick one of the free times.':
    'Ese horario no está libre en esta clínica. Elige uno de los horarios disponibles.',

  // Lost & found (pets)
  'Post type must be lost or found': 'El tipo de publicación debe ser lost (perdida) o found (encontrada)',
  'Type must be lost or found': 'El tipo debe ser lost (perdida) o found (encontrada)',
  'Last seen date is required': 'La fecha en que se vio por última vez es obligatoria',
  'Last seen date must be a valid date': 'La fecha en que se vio por última vez debe ser una fecha válida',
  'Last seen date cannot be in the future': 'La fecha en que se vio por última vez no puede estar en el futuro',
  'Species must be a list': 'La especie debe ser una lista',
  'Status must be active or resolved': 'El estado debe ser active (activa) o resolved (resuelta)',
  'The sighting time must be a valid date and time': 'La hora del avistamiento debe ser una fecha y hora válidas',
  'The sighting time cannot be in the future': 'La hora del avistamiento no puede estar en el futuro',
  'When did you see the pet? Give a date and time': '¿Cuándo viste a la mascota? Indica la fecha y la hora',
  'Verdict must be mine or not_mine': 'El veredicto debe ser mine o not_mine',
  'You cannot message your own post': 'No puedes enviarle un mensaje a tu propia publicación',
  'Messages can be sent once the post has been approved': 'Podrás enviar mensajes cuando la publicación esté aprobada',
  'Sightings can be reported once the post has been approved': 'Podrás reportar avistamientos cuando la publicación esté aprobada',
  'This pet is already home: the post no longer takes new messages': 'Esta mascota ya está en casa: la publicación ya no recibe mensajes',
  'This pet is already home: the post no longer takes sightings': 'Esta mascota ya está en casa: la publicación ya no recibe avistamientos',
  'You reported this sighting yourself': 'Tú mismo reportaste este avistamiento',

  // Notifications, alerts, push
  'enabled must be true or false': 'enabled debe ser true o false',
  'push must be an object of petAlerts, messages and appointments': 'push debe ser un objeto con petAlerts, messages y appointments',
  'Give the endpoint of the subscription, or its id': 'Indica el endpoint de la suscripción, o su id',
  'endpoint is too long': 'endpoint es demasiado largo',
  'endpoint must be text': 'endpoint debe ser texto',
  'id must be the id of one of my subscriptions': 'id debe ser el id de una de tus suscripciones',
  'keys must hold the p256dh and auth of the subscription': 'keys debe contener p256dh y auth de la suscripción',
  'This unsubscribe link is incomplete. Please use the whole link from the email.':
    'Este enlace para cancelar la suscripción está incompleto. Usa el enlace completo del correo.',
  'This unsubscribe link is not valid.': 'Este enlace para cancelar la suscripción no es válido.',
  'Notification not found': 'No se encontró la notificación',

  // Reports and moderation (admin)
  'Please tell us what is wrong': 'Cuéntanos qué está mal',
  'Choose what you are reporting': 'Elige qué estás reportando',
  'Choose what to take down': 'Elige qué retirar',
  "Choose 'remove' or 'dismiss'": "Elige 'remove' (retirar) o 'dismiss' (descartar)",
  'Approval status must be approved or rejected': 'El estado de aprobación debe ser approved (aprobada) o rejected (rechazada)',
  'Keep the reason under 500 characters': 'El motivo debe tener menos de 500 caracteres',
  'Until must be a date and time, like 2030-01-31T18:00:00Z': 'Until debe ser una fecha y hora, como 2030-01-31T18:00:00Z',
  'Until must be in the future': 'Until debe estar en el futuro',
  'Import at most 100 businesses at a time': 'Importa como máximo 100 negocios a la vez',
  'Select at least one business to import': 'Selecciona al menos un negocio para importar',
  'businesses must be a list of places': 'businesses debe ser una lista de lugares',
  'You have already reported this': 'Ya reportaste esto',
};

/** A message with numbers, names or a list in it: `source` is how the rule writes it (the check reads it). */
interface MessagePattern {
  source: string;
  pattern: RegExp;
  es(m: RegExpExecArray): string;
}

const PATTERNS: readonly MessagePattern[] = [
  {
    source: 'Password changed. Your ${ended} other sessions were signed out.',
    pattern: /^Password changed\. Your (\d+) other sessions were signed out\.$/,
    es: (m) => `Se cambió la contraseña. Se cerraron tus otras ${m[1]} sesiones.`,
  },
  {
    source: 'We sent a link to ${body.newEmail}. Your email changes when you open it.',
    pattern: /^We sent a link to (\S+)\. Your email changes when you open it\.$/,
    es: (m) => `Enviamos un enlace a ${m[1]}. Tu correo cambiará cuando lo abras.`,
  },
  { source: 'We sent a new verification link to ${email}.', pattern: /^We sent a new verification link to (\S+)\.$/, es: (m) => `Enviamos un nuevo enlace de verificación a ${m[1]}.` },
  { source: '${label} is required', pattern: /^(.+) is required$/, es: (m) => `${label(m[1])}: es un dato obligatorio` },
  { source: '${field} is required', pattern: /^(.+) is required$/, es: (m) => `${label(m[1])}: es un dato obligatorio` },
  { source: '${label} must be at most ${max} characters', pattern: /^(.+) must be at most (\d+) characters$/, es: (m) => `${label(m[1])}: como máximo ${m[2]} caracteres` },
  { source: '${label} must be at most 100 characters', pattern: /^(.+) must be at most (100) characters$/, es: (m) => `${label(m[1])}: como máximo ${m[2]} caracteres` },
  { source: '${label} must be text', pattern: /^(.+) must be text$/, es: (m) => `${label(m[1])}: debe ser texto` },
  {
    source: '${label} must be a number between -${limit} and ${limit}',
    pattern: /^(.+) must be a number between (-\d+) and (\d+)$/,
    es: (m) => `${label(m[1])}: debe ser un número entre ${m[2]} y ${m[3]}`,
  },
  {
    source: "${label} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}",
    pattern: /^(.+) must be (a whole number|a number) from (-?[\d.]+) to (-?[\d.]+)$/,
    es: (m) => `${label(m[1])}: debe ser ${m[2] === 'a whole number' ? 'un número entero' : 'un número'} del ${m[3]} al ${m[4]}`,
  },
  { source: '${label} must be a date like 2027-03-14', pattern: /^(.+) must be a date like 2027-03-14$/, es: (m) => `${label(m[1])}: debe ser una fecha como 2027-03-14` },
  { source: '${label} must be a real calendar date', pattern: /^(.+) must be a real calendar date$/, es: (m) => `${label(m[1])}: debe ser una fecha que exista` },
  { source: '${label} must be a time like 09:00', pattern: /^(.+) must be a time like 09:00$/, es: (m) => `${label(m[1])}: debe ser una hora como 09:00` },
  {
    source: "${label} must be a time like 09:00${allowEndOfDay ? ' (24:00 for midnight)' : ''}",
    pattern: /^(.+) must be a time like 09:00 \(24:00 for midnight\)$/,
    es: (m) => `${label(m[1])}: debe ser una hora como 09:00 (24:00 para la medianoche)`,
  },
  { source: "${label} must be one of: ${values.join(', ')}", pattern: /^(.+) must be one of: (.+)$/, es: (m) => `${label(m[1])}: debe ser uno de estos valores: ${m[2]}` },
  { source: "Species must be one of: ${PET_SPECIES.join(', ')}", pattern: /^Species must be one of: (.+)$/, es: (m) => `La especie debe ser una de estas: ${m[1]}` },
  { source: "species must be one of: ${PET_SPECIES.join(', ')}", pattern: /^species must be one of: (.+)$/, es: (m) => `species debe ser uno de estos valores: ${m[1]}` },
  { source: "Status must be one of ${APPOINTMENT_STATUSES.join(', ')}", pattern: /^Status must be one of (.+)$/, es: (m) => `El estado debe ser uno de estos: ${m[1]}` },
  { source: "Preferred time must be one of ${PREFERRED_WINDOWS.join(', ')}", pattern: /^Preferred time must be one of (.+)$/, es: (m) => `El horario preferido debe ser uno de estos: ${m[1]}` },
  { source: "side must be one of ${INQUIRY_SENDER_TYPES.join(', ')}", pattern: /^side must be one of (.+)$/, es: (m) => `side debe ser uno de estos valores: ${m[1]}` },
  { source: "sort must be one of ${REVIEW_SORTS.join(', ')}", pattern: /^sort must be one of (.+)$/, es: (m) => `sort debe ser uno de estos valores: ${m[1]}` },
  { source: '${field} must be true or false', pattern: /^(.+) must be true or false$/, es: (m) => `${m[1]} debe ser true o false` },
  { source: '${field} must be the URL of an image you uploaded', pattern: /^(.+) must be the URL of an image you uploaded$/, es: (m) => `${m[1]} debe ser la URL de una imagen que subiste` },
  {
    source: 'Rating must be a whole number from ${DIRECTORY_LIMITS.ratingMin} to ${DIRECTORY_LIMITS.ratingMax}',
    pattern: /^Rating must be a whole number from (\d+) to (\d+)$/,
    es: (m) => `La calificación debe ser un número entero del ${m[1]} al ${m[2]}`,
  },
  {
    source: 'Reply message must be at most ${DIRECTORY_LIMITS.reviewReplyMax} characters',
    pattern: /^Reply message must be at most (\d+) characters$/,
    es: (m) => `La respuesta puede tener como máximo ${m[1]} caracteres`,
  },
  { source: 'At most ${DIRECTORY_LIMITS.closuresMax} closures', pattern: /^At most (\d+) closures$/, es: (m) => `Como máximo ${m[1]} cierres` },
  { source: 'At most ${DIRECTORY_LIMITS.hoursRangesPerDayMax} ranges per day', pattern: /^At most (\d+) ranges per day$/, es: (m) => `Como máximo ${m[1]} franjas por día` },
  { source: 'At most ${DIRECTORY_LIMITS.preferredTimesMax} preferred times', pattern: /^At most (\d+) preferred times$/, es: (m) => `Como máximo ${m[1]} horarios preferidos` },
  {
    source: '${WEEKDAY_NAMES[day]}: at most ${DIRECTORY_LIMITS.hoursRangesPerDayMax} ranges per day',
    pattern: /^(\w+): at most (\d+) ranges per day$/,
    es: (m) => `${weekday(m[1])}: como máximo ${m[2]} franjas por día`,
  },
  {
    source: '${WEEKDAY_NAMES[r.day]}: closing time ${r.close} must be after opening time ${r.open}',
    pattern: /^(\w+): closing time (\S+) must be after opening time (\S+)$/,
    es: (m) => `${weekday(m[1])}: la hora de cierre ${m[2]} debe ser posterior a la de apertura ${m[3]}`,
  },
  {
    source:
      '${WEEKDAY_NAMES[day]}: ${clockOfMinutes(sorted[i].open)}–${clockOfMinutes(sorted[i].close)} overlaps ${clockOfMinutes(sorted[i - 1].open)}–${clockOfMinutes(sorted[i - 1].close)}',
    pattern: /^(\w+): (\S+–\S+) overlaps (\S+–\S+)$/,
    es: (m) => `${weekday(m[1])}: ${m[2]} se superpone con ${m[3]}`,
  },
  { source: 'Closure ${c.date} is listed twice', pattern: /^Closure (\S+) is listed twice$/, es: (m) => `El cierre del ${m[1]} aparece dos veces` },
  { source: 'Keep the reason under ${PARKED_EVENT_REASON_MAX} characters', pattern: /^Keep the reason under (\d+) characters$/, es: (m) => `El motivo debe tener menos de ${m[1]} caracteres` },
  { source: 'Keep the reason under ${SUSPENSION_REASON_MAX} characters', pattern: /^Keep the reason under (\d+) characters$/, es: (m) => `El motivo debe tener menos de ${m[1]} caracteres` },
  {
    source: 'endpoint must be at most ${PUSH_LIMITS.endpointMaxLength} characters',
    pattern: /^endpoint must be at most (\d+) characters$/,
    es: (m) => `endpoint puede tener como máximo ${m[1]} caracteres`,
  },
  { source: 'photoIds can name at most ${BUSINESS_PHOTOS_MAX} photos', pattern: /^photoIds can name at most (\d+) photos$/, es: (m) => `photoIds puede nombrar como máximo ${m[1]} fotos` },
  { source: 'q must be at most ${SEARCH_MAX} characters', pattern: /^q must be at most (\d+) characters$/, es: (m) => `q puede tener como máximo ${m[1]} caracteres` },
  {
    source: 'Too many failed login attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.',
    pattern: /^Too many failed login attempts\. Please wait (\d+) minutes and try again\.$/,
    es: (m) => `Demasiados intentos fallidos de inicio de sesión. Espera ${m[1]} minutos y vuelve a intentarlo.`,
  },
  {
    source: 'The ${service} service is unavailable. Please try again shortly.',
    pattern: /^The (\S+) service is unavailable\. Please try again shortly\.$/,
    es: () => 'Este servicio no está disponible en este momento. Vuelve a intentarlo en un rato.',
  },
  { source: 'We could not find ZIP code ${input.zipCode}', pattern: /^We could not find ZIP code (\S+)$/, es: (m) => `No encontramos el código postal ${m[1]}` },
  {
    source: 'Insufficient Permissions: This page requires ${roleLabel(required)} privileges. Your current role is ${roleLabel(current)}.',
    pattern: /^Insufficient Permissions: This page requires (.+) privileges\. Your current role is (.+)\.$/,
    es: (m) => `Permisos insuficientes: esta página requiere privilegios de ${m[1]}. Tu rol actual es ${m[2]}.`,
  },
];

/** The patterns, the ones naming a message first and those of any label ("… must be text") last. */
export const ERROR_MESSAGE_PATTERNS_ES: readonly MessagePattern[] = [...PATTERNS].sort(
  (a, b) => Number(a.pattern.source.startsWith('^(.+)')) - Number(b.pattern.source.startsWith('^(.+)')),
);

/** The message in `locale`: English as it is; Spanish from the catalog, else the English (never an empty text). */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale !== 'es') return message;
  const exact = ERROR_MESSAGES_ES[message];
  if (exact !== undefined) return exact;
  for (const { pattern, es } of ERROR_MESSAGE_PATTERNS_ES) {
    const m = pattern.exec(message);
    if (m) return es(m);
  }
  return message;
}
