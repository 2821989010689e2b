/** Single sign-on's messages (issue 16): the refusals of its calls. */
export const SSO_MESSAGES = {
  ssoRegistered: { en: 'Account created', es: 'Cuenta creada' },
  ssoTicketInvalid: {
    en: 'This single sign-on link has expired or was already used; sign in again',
    es: 'Este enlace de inicio de sesión único caducó o ya se usó; vuelve a iniciar sesión',
  },
  ssoEmailInUse: {
    en: 'Your e-mail already belongs to an account here: sign in with its username, or ask your administrator',
    es: 'Tu correo ya pertenece a una cuenta aquí: inicia sesión con su nombre de usuario o consulta a tu administrador',
  },
  ssoAlreadyRegistered: {
    en: 'This account is already registered; sign in again',
    es: 'Esta cuenta ya está registrada; vuelve a iniciar sesión',
  },
  ssoProviderAdded: { en: 'Provider added', es: 'Proveedor agregado' },
  ssoProviderSaved: { en: 'Provider saved', es: 'Proveedor guardado' },
  ssoProviderRemoved: { en: 'Provider removed', es: 'Proveedor eliminado' },
  ssoProviderNotFound: { en: 'No such single sign-on provider', es: 'No existe ese proveedor de inicio de sesión único' },
  ssoProviderSlugTaken: { en: 'Another provider already has this id', es: 'Otro proveedor ya tiene este identificador' },
  ssoSlugInvalid: {
    en: 'The id must be 1 to 60 lowercase letters, digits and hyphens',
    es: 'El identificador debe tener de 1 a 60 letras minúsculas, dígitos y guiones',
  },
  ssoProviderNameInvalid: { en: 'The name must be 1 to 60 characters', es: 'El nombre debe tener de 1 a 60 caracteres' },
  ssoProviderKindInvalid: { en: 'Choose the kind of provider', es: 'Elige el tipo de proveedor' },
  ssoIssuerInvalid: {
    en: 'The issuer must be an https address (http only on this machine: localhost, 127.0.0.1)',
    es: 'El emisor debe ser una dirección https (http solo en esta máquina: localhost, 127.0.0.1)',
  },
  ssoClientIdInvalid: { en: 'The client id must be 1 to 200 characters', es: 'El id de cliente debe tener de 1 a 200 caracteres' },
  ssoClientSecretInvalid: { en: 'The client secret must be 1 to 500 characters', es: 'El secreto de cliente debe tener de 1 a 500 caracteres' },
  ssoHostedDomainInvalid: { en: 'Enter a domain such as district.org', es: 'Escribe un dominio como distrito.org' },
  ssoUserIdsTypeInvalid: {
    en: 'The userIds type must be up to 60 letters, digits, dots, hyphens or underscores',
    es: 'El tipo de userIds debe tener hasta 60 letras, dígitos, puntos, guiones o guiones bajos',
  },
} as const;
