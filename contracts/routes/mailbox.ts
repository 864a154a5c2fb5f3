/** The routes of contracts/endpoints/mailbox.ts. */
export const mailboxList = { method: 'GET', path: 'Mailbox/List' } as const;
export const mailboxGet = { method: 'GET', path: 'Mailbox/Get' } as const;
export const mailboxAttachment = { method: 'GET', path: 'Mailbox/Attachment' } as const;
