import type { Meta, StoryObj } from '@storybook/react-vite';
import LoginScreen from '~/auth/screens/login/login.screen';
import RegisterScreen from '~/auth/screens/register/register.screen';
import VerifyAccountScreen from '~/auth/screens/verify-account/verify-account.screen';
import TryAnotherLoginMethodScreen from '~/auth/screens/try-another-login-method/try-another-login-method.screen';
import WelcomeScreen from '~/auth/screens/welcome/welcome.screen';
import { AuthStory } from './auth-story-actor';

const meta = { title: 'Screens/Auth', component: AuthStory } satisfies Meta<typeof AuthStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const lockedUntil = new Date(Date.now() + 15 * 60_000).toISOString();

export const Welcome: Story = { args: { Screen: WelcomeScreen, input: { route: '/' } } };
export const Login: Story = { args: { Screen: LoginScreen } };
export const LoginInvalidNumber: Story = { args: { Screen: LoginScreen, events: [{ type: 'login.submit', identifier: '0917 123' }] } };
export const LoginSessionEnded: Story = { args: { Screen: LoginScreen, input: { route: '/login', reason: 'sessionEnded' } } };
export const LoginInactiveAccount: Story = {
  args: { Screen: LoginScreen, fakes: { loginOtp: { code: 'UAS-E104', message: '' } }, events: [{ type: 'login.submit', identifier: '09171234567' }] },
};
export const LoginPassword: Story = { args: { Screen: LoginScreen, fakes: { loginOtp: 'password' }, events: [{ type: 'login.submit', identifier: 'juan@example.com' }] } };
export const LoginCaptcha: Story = {
  args: {
    Screen: LoginScreen,
    fakes: { loginOtp: { code: 'UAS-E512', message: '', captcha: { id: 'c', question: 'What is 3 + 4?' } } },
    events: [{ type: 'login.submit', identifier: '09171234567' }],
  },
};
export const SsoDisabled: Story = { args: { Screen: LoginScreen, input: { route: '/login', sso: { error: 'SSO_DISABLED' } } } };
export const SsoNoAccount: Story = { args: { Screen: LoginScreen, input: { route: '/login', sso: { error: 'UAS-E904' } } } };
export const Code: Story = { args: { Screen: VerifyAccountScreen, events: [{ type: 'login.submit', identifier: '09171234567' }] } };
export const CodeWrong: Story = {
  args: {
    Screen: VerifyAccountScreen,
    fakes: { verify: { code: 'UAS-E511', message: '', attemptsLeft: 2 } },
    events: [{ type: 'login.submit', identifier: '09171234567' }],
    otpEvents: [{ type: 'otp.change', code: '000000' }, { type: 'otp.submit' }],
  },
};
export const CodeLockedOut: Story = {
  args: {
    Screen: VerifyAccountScreen,
    fakes: { verify: { code: 'UAS-E510', message: '', lockedUntil, retryAfterSeconds: 900 } },
    events: [{ type: 'login.submit', identifier: '09171234567' }],
    otpEvents: [{ type: 'otp.change', code: '000000' }, { type: 'otp.submit' }],
  },
};
export const Register: Story = { args: { Screen: RegisterScreen, input: { route: '/register' } } };
export const RegisterTermsMissing: Story = {
  args: { Screen: RegisterScreen, input: { route: '/register' }, events: [{ type: 'register.submit', identifier: 'juan@example.com', acceptedTerms: false }] },
};
export const TryAnotherMethod: Story = { args: { Screen: TryAnotherLoginMethodScreen, input: { route: '/try-another-login-method' } } };
