/** Sign-in, enrolment, your account and the staff accounts, for the console's router. */
export { AccountPage } from './account'
export { EnrolPage } from './enrol'
export { LinkSignInPage } from './link-sign-in'
export { MembersPage } from './members'
export { SignInPage } from './sign-in'
