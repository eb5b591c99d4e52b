/**
 * @jest-environment node
 */
import { modeSwitchState } from './mode-rules';

describe('modeSwitchState (spec part 1 section 4 "Mode")', () => {
  it('shows no switch to tenant and platform users; their mode is the saved one, Test by default', () => {
    expect(modeSwitchState({ isMerchant: false, processingStatus: null, savedMode: null })).toEqual({ visible: false, disabled: true, mode: 'Test' });
    expect(modeSwitchState({ isMerchant: false, processingStatus: null, savedMode: 'Live' }).mode).toBe('Live');
  });

  it('NoProcessing merchants get no switch', () => {
    expect(modeSwitchState({ isMerchant: true, processingStatus: 'NoProcessing', savedMode: null })).toEqual({ visible: false, disabled: true, mode: 'Test' });
  });

  it('SandboxEnabled merchants are forced to Test with the switch disabled, whatever was saved', () => {
    expect(modeSwitchState({ isMerchant: true, processingStatus: 'SandboxEnabled', savedMode: 'Live' })).toEqual({ visible: true, disabled: true, mode: 'Test' });
  });

  it('other merchants get an enabled switch, Live when nothing is saved, else the saved mode', () => {
    expect(modeSwitchState({ isMerchant: true, processingStatus: 'Processing', savedMode: null })).toEqual({ visible: true, disabled: false, mode: 'Live' });
    expect(modeSwitchState({ isMerchant: true, processingStatus: 'Processing', savedMode: 'Test' }).mode).toBe('Test');
  });
});
