import { defineAreaRoutes, route } from '@duality/area-kit';
import './account.css';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { SignupPage } from '../features/auth/signup-page';
import { UpdatePasswordPage } from '../features/auth/update-password-page';
import { UserProfilePage } from '../features/profile/user-profile-page';

export const { routes } = defineAreaRoutes('account', import.meta.env.APP_VERSION, [
  route({ path: '/auth/login', title: 'Log In', page: LoginPage }),
  route({ path: '/auth/signup', title: 'Sign Up', page: SignupPage }),
  route({ path: '/auth/forgot-password', title: 'Forgot Password', page: ForgotPasswordPage }),
  route({ path: '/auth/update-password', title: 'Update Password', page: UpdatePasswordPage }),
  route({ path: '/user-profile', title: 'User Profile', page: UserProfilePage }),
]);
