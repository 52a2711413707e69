import { areaRoutes } from '@duality/area-kit';
import './account.css';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { SignupPage } from '../features/auth/signup-page';
import { UpdatePasswordPage } from '../features/auth/update-password-page';
import { UserProfilePage } from '../features/profile/user-profile-page';

export const routes = areaRoutes('account', import.meta.env.APP_VERSION, {
  '/auth/login': LoginPage,
  '/auth/signup': SignupPage,
  '/auth/forgot-password': ForgotPasswordPage,
  '/auth/update-password': UpdatePasswordPage,
  '/user-profile': UserProfilePage,
});
