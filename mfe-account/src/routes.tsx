import { Route, Routes } from 'react-router-dom';
import { SectionMessages, SectionScope } from '@pawpals/ui';
import type { SectionRoutesProps } from '@pawpals/session';
import { SignupChooserPage } from './auth/signup/SignupChooserPage';
import { SignupFormPage } from './auth/signup/SignupFormPage';
import { LoginPage } from './auth/login/LoginPage';
import { ForgotPasswordPage } from './auth/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './auth/reset-password/ResetPasswordPage';
import { VerifyEmailPage } from './auth/verify-email/VerifyEmailPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { MyBusinessPage } from './my-business/MyBusinessPage';
import { SettingsPage } from './settings/SettingsPage';
import { UnsubscribePage } from './settings/UnsubscribePage';
import { RequireAuth } from './shared/RequireAuth';
import { accountCatalog } from './i18n/catalog';
import './styles.css';

/** Exposed as `mfe_account/routes`: sign-up, login, mailed links (verify email, reset password), dashboard, settings and business management. */
export default function AccountRoutes({ notFound = null }: SectionRoutesProps) {
  return (
    <SectionScope name="mfe-account">
      <SectionMessages load={accountCatalog}>
        <Routes>
          <Route path="/signup" element={<SignupChooserPage />} />
          <Route path="/signup/user" element={<SignupFormPage key="pet_owner" accountType="pet_owner" />} />
          <Route path="/signup/business" element={<SignupFormPage key="business_owner" accountType="business_owner" />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <DashboardPage />
              </RequireAuth>
            }
          />
          <Route
            path="/my-business"
            element={
              <RequireAuth>
                <MyBusinessPage />
              </RequireAuth>
            }
          />
          <Route
            path="/settings"
            element={
              <RequireAuth>
                <SettingsPage />
              </RequireAuth>
            }
          />
          <Route path="*" element={notFound} />
        </Routes>
      </SectionMessages>
    </SectionScope>
  );
}
