import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { TvDialog } from '../../../src/app/ui/tv-dialog.ts';
import '../../../src/app/ui/tv-dialog.ts';

function focusedText(): string {
  return deepActiveElement()?.textContent.trim() ?? '(nothing)';
}

async function openDialog(): Promise<{
  dialog: TvDialog;
  before: HTMLButtonElement;
  result: Promise<string>;
}> {
  const root = await fixture<HTMLDivElement>(html`
    <div>
      <button id="before">Before</button>
      <tv-dialog
        heading="Sign out?"
        message="You will need a new code to sign in again."
        .actions=${[
          { value: 'stay', label: 'Stay' },
          { value: 'out', label: 'Sign out' },
        ]}
      ></tv-dialog>
    </div>
  `);
  const before = root.querySelector<HTMLButtonElement>('#before')!;
  before.focus();
  const dialog = root.querySelector('tv-dialog')!;
  const result = dialog.show();
  await dialog.updateComplete;
  return { dialog, before, result };
}

describe('tv-dialog', () => {
  it('is a named modal dialog with its first action focused', async () => {
    const { dialog } = await openDialog();
    const box = dialog.renderRoot.querySelector('[role=dialog]')!;
    expect(box.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.renderRoot.querySelector(`#${box.getAttribute('aria-labelledby')!}`)!.textContent).to.equal(
      'Sign out?',
    );
    expect(focusedText()).to.equal('Stay');
  });

  it('traps arrows and Tab inside, whatever is pressed', async () => {
    const { dialog } = await openDialog();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'Tab', 'Shift+Tab']) {
      await sendKeys({ press: key });
      expect(
        dialog.contains(deepActiveElement()) || dialog.renderRoot.contains(deepActiveElement()),
        key,
      ).to.equal(true);
    }
    expect(focusedText()).to.equal('Sign out');
  });

  it('closes on Back with "cancel" and gives focus back', async () => {
    const { before, result } = await openDialog();
    await sendKeys({ press: 'Escape' });
    expect(await result).to.equal('cancel');
    expect(deepActiveElement()).to.equal(before);
  });

  it('resolves with the chosen action on OK', async () => {
    const { dialog, result } = await openDialog();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(await result).to.equal('out');
    expect(dialog.open).to.equal(false);
  });

  it('pulls focus back when something outside takes it while open', async () => {
    const { before } = await openDialog();
    before.focus();
    expect(focusedText()).to.equal('Stay');
  });
});
