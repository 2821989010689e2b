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
} as const;
