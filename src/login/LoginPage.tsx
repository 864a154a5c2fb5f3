// placeholder: replaced by the captcha sign-in page of the shell issue
export { Login as LoginPage } from 'react-admin';
