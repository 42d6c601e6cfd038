/**
 * Every routed state whose screen submits a form declares the form's button as its meta.primaryAction (so the
 * screen tests check it, tests/paths/screens.test.tsx), or is listed below with why it does not. "Submits a form":
 * the screen's folder renders a `type="submit"` button or one of the shared forms that carries one (StepForm,
 * OtpEntry, CaptchaForm). A plain source search, no rendering: it catches a new form page whose meta says nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routedStates } from '@machines/shared/meta';
import { allCharts } from './charts';
import { screenFiles } from '../support/screen-files';

/** Routed states with a form but no fixed primary action name, each with its reason. */
const noPrimaryAction: Record<string, string> = {
  'payment.paymentMode': "the button's name carries the total ('Pay ₱1,515.00'); the total is in meta.figures instead",
};

const formMarks = [/type="submit"/, /<StepForm\b/, /<OtpEntry\b/, /<CaptchaForm\b/];
const files = screenFiles();
const submitsAForm = (screen: string): boolean => {
  const folder = dirname(files.get(screen)!);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f))
    .some((f) => formMarks.some((mark) => mark.test(readFileSync(join(folder, f), 'utf8'))));
};

describe('routed states with a form declare their primary action', () => {
  const routed = allCharts().flatMap(({ machine }) => routedStates(machine));
  for (const { stateId, meta } of routed) {
    if (!submitsAForm(meta.screen)) continue;
    it(`${stateId} (${meta.screen})`, () => {
      expect(meta.primaryAction !== undefined || stateId in noPrimaryAction, `${stateId}: its screen submits a form; give its meta a primaryAction or list it in noPrimaryAction with why`).toBe(true);
    });
  }
  it('every listed exception is a routed state without a primaryAction', () => {
    for (const stateId of Object.keys(noPrimaryAction)) {
      const found = routed.find((r) => r.stateId === stateId);
      expect(found, `${stateId} is not a routed state`).toBeDefined();
      expect(found!.meta.primaryAction, `${stateId} declares a primaryAction now: drop it from noPrimaryAction`).toBeUndefined();
    }
  });
});
