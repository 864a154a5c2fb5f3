// placeholder: replaced by the My Account page of the shell issue
export const MyAccount = () => null;
