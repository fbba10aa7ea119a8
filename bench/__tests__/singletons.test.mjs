import assert from 'node:assert/strict';
import { test } from 'node:test';
import { singletonsIn } from '../lib/singletons.mjs';

const noLicense = async () => {
  throw new Error('no license file');
};

test('reads React files from the extracted license file the chunk points to', async () => {
  const requested = [];
  const found = await singletonsIn(
    'http://host/static/js/async/cw.1.js',
    '"use strict";var a=1;/*! LICENSE: cw.1.js.LICENSE.txt */',
    async (url) => {
      requested.push(url);
      return '/**\n * @license React\n * react-dom-client.production.js\n */\n/**\n * @license React\n * scheduler.production.js\n */';
    },
  );
  assert.deepEqual(requested, ['http://host/static/js/async/cw.1.js.LICENSE.txt']);
  assert.deepEqual(found.sort(), ['react-dom/client', 'scheduler']);
});

test('react-dom.production.js is not mistaken for react.production.js', async () => {
  const found = await singletonsIn('http://host/a.js', '/** @license React\n * react-dom.production.js */', noLicense);
  assert.deepEqual(found, ['react-dom']);
});

test('recognises zustand and the texts by code only they contain', async () => {
  const zustand = 'u=()=>t,n={setState:s,getState:u,getInitialState:()=>r,subscribe:e=>(l.add(e),()=>l.delete(e))}';
  assert.deepEqual(await singletonsIn('http://host/z.js', zustand, noLicense), ['zustand']);
  // zustand's persist middleware also has getInitialState, but not as the store object's property
  assert.deepEqual(await singletonsIn('http://host/p.js', 'a.getInitialState=()=>c;', noLicense), []);
  assert.deepEqual(await singletonsIn('http://host/i.js', 'const p=/{{\\s*-?\\s*([^{}\\s]+)\\s*}}/g;', noLicense), ['shared-ui/i18n/core']);
  assert.deepEqual(await singletonsIn('http://host/r.js', 'x.replace(/{{x}}/g,"")', noLicense), []);
});
