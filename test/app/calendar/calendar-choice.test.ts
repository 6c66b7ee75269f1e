import { expect } from '@open-wc/testing';
import { idbCalendarChoice } from '../../../src/app/views/calendar/calendar-choice.ts';

describe('calendar choice in IndexedDB', () => {
  it('keeps the hidden calendars across loads (as across restarts)', async () => {
    await idbCalendarChoice.save(['family@example.com', 'work@example.com']);
    expect(await idbCalendarChoice.load()).to.deep.equal(['family@example.com', 'work@example.com']);
    await idbCalendarChoice.save([]);
    expect(await idbCalendarChoice.load()).to.deep.equal([]);
  });
});
