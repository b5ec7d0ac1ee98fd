import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as PreactCompat from 'preact/compat';
import * as PreactCompatClient from 'preact/compat/client';
import { describe, expect, it } from 'vitest';

// Component tests run on the runtime the build ships (docs/decisions/003-preact-compat-runtime.md).
describe('client runtime', () => {
  it('resolves react, react-dom and react-dom/client to preact/compat', () => {
    expect(React.useState).toBe(PreactCompat.useState);
    expect(ReactDOM.createPortal).toBe(PreactCompat.createPortal);
    expect(ReactDOMClient.createRoot).toBe(PreactCompatClient.createRoot);
  });
});
