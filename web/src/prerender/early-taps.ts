/**
 * Until the app holds the prerendered page, a tap on one of its buttons or boxes has no handler. Lost, it is worse
 * than slow: a ticked radio or checkbox, or a changed select, stays so on screen while React adopts it as it is, so
 * the box says "Dark" while the app never heard of it, and tapping Dark again changes nothing (a checked radio fires
 * no change). So such taps are held (the box does not tick) and played again, in order, once the app has drawn.
 *
 * From the boot module's start until this module runs, the boot module holds the clicks (web/src/prerender/
 * defer-entry.ts); they are taken over here. Boxes changed before either listened are put back and played the same way.
 * A box is played to the state the visitor left it in, a button as a click, a select as the option chosen.
 *
 * The app either adopts the page (the same nodes: played at once) or draws it afresh (a stored session: the auth
 * gate's spinner first). Then each tap is played on the control of the new page that says the same, once it is
 * there and enabled, within `within` ms and only if the visitor has not pressed anything since: a signed-in
 * visitor's "Subscribe" tapped on the prerendered pricing page leads to the checkout, as it would a moment later.
 *
 * Links stay the browser's: it loads the page they name. React must not see those clicks once it listens
 * (hydrateRoot), since a link it has not adopted yet has no router to navigate with.
 */
export function holdEarlyTaps(root: HTMLElement, { target = window, within = 10_000 } = {}): { shown(): void; abandoned(): void } {
  // What each box was made to say: a box ticked and unticked again ends unticked, whatever the app shows it as.
  const wanted = new Map<HTMLInputElement, boolean>();
  const hold = (control: HTMLElement | null) => {
    if (!control) return;
    if (!(control instanceof HTMLInputElement)) {
      held.push(describe(root, control));
      return;
    }
    const want = control.type === 'radio' || !(wanted.get(control) ?? control.defaultChecked);
    wanted.set(control, want);
    held.push(describe(root, control, tick(want)));
  };
  const held = changedBefore(root, wanted);
  const boot = (target as BootWindow).__heldTaps;
  boot?.stop();
  for (const tapped of boot?.held ?? []) hold(tappedControl(tapped));

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
    hold(control);
  };
  // A select is changed without a click: its choice is put back and held the same way.
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    const tap = putBack(root, event.target);
    if (!tap) return;
    event.stopPropagation();
    held.push(tap);
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('change', onChange, true);
  const stop = () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('change', onChange, true);
  };
  return {
    shown() {
      stop();
      // Not yet: a store read differently in the browser than in the prerender (the stored theme) is rendered again
      // right after adoption, and a tap played before that would land on the prerendered state (System ticked).
      if (held.length) setTimeout(() => replay(root, held, target, within));
    },
    // The app could not start and puts an error in the page's place: its buttons must work.
    abandoned: stop,
  };
}

/** What the boot module leaves for this one: the elements clicked, and how to stop its listener. */
type BootWindow = Window & { __heldTaps?: { held: Element[]; stop(): void } };

/** A held tap: the control tapped, how to find its like in a page drawn afresh, and how to play it. */
type Held = { node: HTMLElement; tag: string; key: string; nth: number; play(control: HTMLElement): void };

/** Plays the taps in order, each once its control is there; gives up at the deadline or when the visitor acts. */
function replay(root: HTMLElement, held: Held[], target: Window, within: number) {
  const step = () => {
    let control = find(root, held[0]);
    for (; control; control = find(root, held[0])) held.shift()?.play(control);
    if (!held.length) end();
  };
  const observer = new MutationObserver(step);
  const deadline = setTimeout(() => end(), within);
  function end() {
    held.length = 0;
    observer.disconnect();
    clearTimeout(deadline);
    target.removeEventListener('pointerdown', end, true);
    target.removeEventListener('keydown', end, true);
  }
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  // The visitor has moved on (the replay itself only clicks).
  target.addEventListener('pointerdown', end, true);
  target.addEventListener('keydown', end, true);
  step();
}

function find(root: HTMLElement, tap: Held | undefined): HTMLElement | null {
  if (!tap) return null;
  const control = tap.node.isConnected ? tap.node : (alike(root, tap.tag, tap.key)[tap.nth] ?? null);
  return control && !(control as HTMLButtonElement).disabled ? control : null;
}

/** What a control says to the visitor: a page drawn afresh has other nodes but the same words. */
function keyOf(control: HTMLElement): string {
  const label = control instanceof HTMLInputElement ? (control.labels?.[0]?.textContent ?? '') : control instanceof HTMLSelectElement ? '' : (control.textContent ?? '');
  // An input's value names the choice (a radio's "dark"); a select's is what the visitor chose, so not its name.
  const value = control instanceof HTMLInputElement ? control.value : '';
  return [control.getAttribute('type') ?? '', control.getAttribute('name') ?? '', value, control.getAttribute('aria-label') ?? '', label.trim()].join('\u0000');
}

const alike = (root: HTMLElement, tag: string, key: string) => [...root.querySelectorAll<HTMLElement>(tag)].filter((node) => keyOf(node) === key);

function describe(root: HTMLElement, control: HTMLElement, play: Held['play'] = (node) => node.click()): Held {
  const tag = control.tagName.toLowerCase();
  const key = keyOf(control);
  return { node: control, tag, key, nth: Math.max(0, alike(root, tag, key).indexOf(control)), play };
}

function tappedControl(element: Element): HTMLElement | null {
  const button = element.closest('button');
  if (button) return button.disabled ? null : button;
  const label = element.closest('label');
  const input = element instanceof HTMLInputElement ? element : label?.control;
  return input instanceof HTMLInputElement && isBox(input) && !input.disabled ? input : null;
}

const isBox = (input: HTMLInputElement) => input.type === 'checkbox' || input.type === 'radio';

/**
 * A box is played as the visitor left it, not as a blind tap: the app may show it otherwise than the prerender did
 * (a query string ticks a filter the prerendered page had not), and tapping it then would undo what they chose.
 */
const tick = (want: boolean) => (control: HTMLElement) => void ((control as HTMLInputElement).checked !== want && control.click());

/** What the visitor changed before anything listened: each is put back as prerendered and replayed as a tap. */
function changedBefore(root: HTMLElement, wanted: Map<HTMLInputElement, boolean>): Held[] {
  const taps: Held[] = [];
  for (const input of root.querySelectorAll('input')) {
    if (!isBox(input) || input.checked === input.defaultChecked) continue;
    const ticked = input.checked;
    input.checked = input.defaultChecked;
    // A radio the visitor left is unticked by ticking the one they chose.
    if (input.type === 'radio' && !ticked) continue;
    wanted.set(input, ticked);
    taps.push(describe(root, input, tick(ticked)));
  }
  for (const select of root.querySelectorAll('select')) {
    const tap = putBack(root, select);
    if (tap) taps.push(tap);
  }
  return taps;
}

/** A single select showing another option than prerendered: shows that one again, and returns how to choose it. */
function putBack(root: HTMLElement, select: HTMLSelectElement): Held | null {
  // Without a `selected` attribute a single select shows its first option.
  const prerendered = Math.max(0, [...select.options].findIndex((option) => option.defaultSelected));
  if (select.multiple || select.selectedIndex === prerendered) return null;
  const chosen = select.value;
  select.selectedIndex = prerendered;
  return describe(root, select, (node) => {
    const other = node as HTMLSelectElement;
    if (other.value === chosen) return;
    other.value = chosen;
    other.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
