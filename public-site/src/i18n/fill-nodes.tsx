import { Fragment, type ReactNode } from 'react';

/**
 * fill() for markup: each {name} of a dictionary string becomes the given node, so a sentence
 * keeps its word order in every language while a value in it stays <strong> or a link.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? (
      <Fragment key={index}>{values[key]}</Fragment>
    ) : (
      part
    );
  });
}
