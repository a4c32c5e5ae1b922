import { describe, expect, it } from 'vitest';
import { mailFailedPayload, subscriptionOrderPayload } from '@/shared/schemas/task';
import { jsonErrorAt, judgePayload, lineAndColumn, payloadText, serverIssues } from './payload-check';

describe('the payload editor judges what was typed', () => {
  it('accepts a payload its category allows', () => {
    const text = payloadText({ recipients: ['billing@example.com'], note: 'Moved to finance' });
    expect(judgePayload(text, mailFailedPayload)).toEqual({
      payload: { recipients: ['billing@example.com'], note: 'Moved to finance' },
      issues: [],
    });
  });

  it('names each rule broken by its path and code, as the server does', () => {
    const text = payloadText({ recipients: ['billing@example.com', 'not-an-address'] });
    expect(judgePayload(text, mailFailedPayload).issues).toEqual([
      { path: ['recipients', 1], code: 'validation.email' },
    ]);
    expect(judgePayload(payloadText({ productCode: 'CFQ7TTC0LH18-P1Y-A' }), subscriptionOrderPayload).issues).toEqual([
      { path: ['quantity'], code: 'validation.number' },
    ]);
    expect(judgePayload(payloadText({ recipients: 'a@example.com' }), mailFailedPayload).issues).toEqual([
      { path: ['recipients'], code: 'validation.invalidType' },
    ]);
  });

  it('says where text stops being JSON, and that the payload is a record', () => {
    const text = '{\n  "recipients": [\n    "a@example.com",\n  ]\n}';
    const [issue] = judgePayload(text, mailFailedPayload).issues;
    expect(issue?.path).toEqual([]);
    expect(issue?.code).toBe('task:payload.notJson|4|3');
    expect(judgePayload('{"recipients": ', mailFailedPayload).issues[0]?.code).toBe('task:payload.notJson|1|16');
    expect(judgePayload('["a@example.com"]', mailFailedPayload).issues).toEqual([
      { path: [], code: 'task:payload.notObject' },
    ]);
    expect(judgePayload('null', mailFailedPayload).issues).toEqual([{ path: [], code: 'task:payload.notObject' }]);
  });

  it('finds where text stops being JSON, whatever the browser says', () => {
    for (const json of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]} ', '"text"', '0'])
      expect(jsonErrorAt(json), json).toBeNull();
    expect(jsonErrorAt('{"a": 1,}')).toBe(8);
    expect(jsonErrorAt("{'a': 1}")).toBe(1);
    expect(jsonErrorAt('{"a": tru}')).toBe(9);
    expect(jsonErrorAt('{"a": 01}')).toBe(7);
    expect(jsonErrorAt('{"a": "\\x"}')).toBe(8);
    expect(jsonErrorAt('{"a": "\\u12g4"}')).toBe(11);
    expect(jsonErrorAt('{"a": 1} x')).toBe(9);
    expect(jsonErrorAt('{"a": "open')).toBe(11);
    expect(jsonErrorAt('')).toBe(0);
  });

  it('counts lines and columns from one', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab', 99)).toEqual({ line: 1, column: 3 });
  });

  it("reads the server's field errors under payload as payload issues, the others aside", () => {
    expect(serverIssues({ 'payload.recipients.0': 'validation.email', version: 'validation.required' })).toEqual({
      issues: [{ path: ['recipients', 0], code: 'validation.email' }],
      other: { version: 'validation.required' },
    });
    expect(serverIssues({ 'payload[quantity]': 'validation.positive' }).issues).toEqual([
      { path: ['quantity'], code: 'validation.positive' },
    ]);
  });
});
