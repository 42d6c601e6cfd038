import { Button } from '~/ui';
import { ssoProviders, type SsoProvider } from '@machines/auth/types';
import * as s from '~/ui/page-styles/form-page.css';

const names: Record<SsoProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

export function SsoButtons({ onChoose, busy }: { onChoose: (provider: SsoProvider) => void; busy?: boolean }) {
  return (
    <>
      <p className={s.divider}>or</p>
      <ul className={s.ssoList} aria-label="Other ways to continue">
        {ssoProviders.map((p) => (
          <li key={p}>
            <Button type="button" variant="secondary" fullWidth disabled={busy} onClick={() => onChoose(p)}>
              Continue with {names[p]}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
