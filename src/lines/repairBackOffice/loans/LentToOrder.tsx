import { useRecordContext, useTranslate } from 'react-admin';

/** A loan phone's open order ('Orden 31'), or a dash when it is not lent: a list cell of the loanPhones definition. */
export const LentToOrder = () => {
  const record = useRecordContext<{ id: number; lentTo: number | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.lentTo === null ? translate('resources.loanPhones.notLent') : translate('resources.loanPhones.lentTo', { id: record.lentTo })}</span>;
};
