/**
 * Until React has adopted the prerendered page, a tap on one of its buttons or boxes has no handler yet. Worse, a
 * ticked radio or checkbox, or a changed select, stays so on screen: React adopts it as it is, so the box says "Dark"
 * while the app never heard of it, and tapping Dark again changes nothing (a checked radio fires no change). So such
 * taps are held here (the box does not tick) and played again, in order, once the app holds the page. Boxes changed
 * before this ran (the app starts on the first key or pointer press, and the tap can beat it) are put back and
 * played the same way.
 *
 * Links stay the browser's: it loads the page they name. React must not see those clicks once it listens
 * (hydrateRoot), since a link it has not adopted yet has no router to navigate with.
 */
export function holdTapsUntilAdopted(root: ParentNode = document, target: Window = window): { adopted(): void; abandoned(): void } {
  const held: (() => void)[] = changedBefore(root);
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('a[href]')) {
      event.stopPropagation();
      return;
    }
    const control = tappedControl(event.target);
    if (!control) return;
    // Cancelling the click unticks a box the browser just ticked and stops a label from clicking its box.
    event.preventDefault();
    event.stopPropagation();
    held.push(() => control.isConnected && control.click());
  };
  // A select is changed without a click: its choice is put back and held the same way.
  const onChange = (event: Event) => {
    const replay = event.target instanceof HTMLSelectElement ? putBack(event.target) : null;
    if (!replay) return;
    event.stopPropagation();
    held.push(replay);
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('change', onChange, true);
  const stop = () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('change', onChange, true);
  };
  return {
    adopted() {
      stop();
      // Not yet: a store read differently in the browser than in the prerender (the stored theme) is rendered again
      // right after adoption, and a tap played before that would land on the prerendered state (System ticked).
      setTimeout(() => {
        for (const replay of held.splice(0)) replay();
      });
    },
    // The app could not start and puts an error in the page's place: its buttons must work.
    abandoned: stop,
  };
}

function tappedControl(element: Element): HTMLElement | null {
  const button = element.closest('button');
  if (button) return button.disabled ? null : button;
  const label = element.closest('label');
  const input = element instanceof HTMLInputElement ? element : label?.control;
  return input instanceof HTMLInputElement && isBox(input) && !input.disabled ? input : null;
}

const isBox = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/** What the visitor changed before anything listened: each is put back as prerendered and replayed as a tap. */
function changedBefore(root: ParentNode): (() => void)[] {
  const replays: (() => void)[] = [];
  for (const input of root.querySelectorAll('input')) {
    if (!isBox(input) || input.checked === input.defaultChecked) continue;
    const ticked = input.checked;
    input.checked = input.defaultChecked;
    // A radio the visitor left is unticked by ticking the one they chose.
    if (input.type === 'checkbox' || ticked) replays.push(() => input.isConnected && input.click());
  }
  for (const select of root.querySelectorAll('select')) {
    const replay = putBack(select);
    if (replay) replays.push(replay);
  }
  return replays;
}

/** A single select showing another option than prerendered: shows that one again, and returns how to choose it. */
function putBack(select: HTMLSelectElement): (() => void) | null {
  // Without a `selected` attribute a single select shows its first option.
  const prerendered = Math.max(0, [...select.options].findIndex((option) => option.defaultSelected));
  if (select.multiple || select.selectedIndex === prerendered) return null;
  const chosen = select.value;
  select.selectedIndex = prerendered;
  return () => {
    if (!select.isConnected) return;
    select.value = chosen;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}
