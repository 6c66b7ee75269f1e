/**
 * The DOM methods Lit and the app call that Chromium 53 (webOS 4.x) lacks: `append`, `replaceWith`,
 * `getRootNode`, `isConnected` (Chromium 54) and `toggleAttribute` (Chromium 69). Each is added only where
 * missing, written to the DOM Living Standard's behaviour for the arguments the app passes.
 */

function define(proto: object, name: string, value: unknown): void {
  if (name in proto) return;
  Object.defineProperty(proto, name, { configurable: true, writable: true, value });
}

/** Nodes and strings as one node, as the standard's "convert nodes into a node" step does. */
function asNode(items: ArrayLike<Node | string>): Node {
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item !== undefined)
      fragment.appendChild(typeof item === 'string' ? document.createTextNode(item) : item);
  }
  return fragment;
}

const parentNodes = [Element.prototype, Document.prototype, DocumentFragment.prototype];
for (const proto of parentNodes) {
  define(proto, 'append', function (this: Node, ...items: (Node | string)[]) {
    this.appendChild(asNode(items));
  });
}

for (const proto of [Element.prototype, CharacterData.prototype, DocumentType.prototype]) {
  define(proto, 'replaceWith', function (this: ChildNode, ...items: (Node | string)[]) {
    const parent = this.parentNode;
    if (parent) parent.replaceChild(asNode(items), this);
  });
}

function rootOf(node: Node): Node {
  return node.parentNode ? rootOf(node.parentNode) : node;
}

define(Node.prototype, 'getRootNode', function (this: Node) {
  return rootOf(this);
});

/** In a document, through shadow roots to their hosts. */
function connected(node: Node | null): boolean {
  if (!node) return false;
  if (node.nodeType === Node.DOCUMENT_NODE) return true;
  return connected(node.parentNode ?? (node as Partial<ShadowRoot>).host ?? null);
}

if (!('isConnected' in Node.prototype)) {
  Object.defineProperty(Node.prototype, 'isConnected', {
    configurable: true,
    get(this: Node): boolean {
      return connected(this);
    },
  });
}

define(Element.prototype, 'toggleAttribute', function (this: Element, name: string, force?: boolean) {
  const on = force ?? !this.hasAttribute(name);
  if (on) this.setAttribute(name, '');
  else this.removeAttribute(name);
  return on;
});

export {};
