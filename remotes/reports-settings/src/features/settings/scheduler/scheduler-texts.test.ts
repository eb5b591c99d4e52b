import { JOB_TYPE_TEXTS, JOB_TYPES } from '@portal/contracts';
import { SCHEDULER_NAMESPACE, SCHEDULER_RESOURCES } from './scheduler-texts';

describe('the scheduler in Turkish', () => {
  it("names every job type and says what it does (a new job's texts come with it)", () => {
    const tr = SCHEDULER_RESOURCES.tr![SCHEDULER_NAMESPACE] as Record<string, string>;
    const missing = JOB_TYPES.flatMap((type) => [JOB_TYPE_TEXTS[type].name, JOB_TYPE_TEXTS[type].description]).filter((text) => !tr[text]);
    expect(missing).toEqual([]);
  });
});
