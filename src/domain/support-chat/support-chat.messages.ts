/** The support chat's server messages (issue 16): its refusals and confirmations. */
export const SUPPORT_CHAT_MESSAGES = {
  supportChatTextRequired: { en: 'Write a message first', es: 'Primero escribe un mensaje' },
  supportChatTextTooLong: { en: 'A message can have at most 2000 characters', es: 'Un mensaje puede tener como máximo 2000 caracteres' },
  supportChatThreadNotFound: { en: 'This conversation does not exist', es: 'Esta conversación no existe' },
  supportChatMessageSent: { en: 'Message sent', es: 'Mensaje enviado' },
} as const;
