import { Fragment } from 'react';
import { parseMessage, type InlineNode } from '@/domain/ai/message-format';

function Inline({ nodes }: { nodes: InlineNode[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'bold':
        return <strong key={index}>{node.text}</strong>;
      case 'italic':
        return <em key={index}>{node.text}</em>;
      case 'link':
        // Only the store's own product and collection paths are parsed as links (message-format.ts).
        return (
          <a key={index} href={node.href} className="font-medium text-brand underline">
            {node.text}
          </a>
        );
      case 'code':
        return (
          <code key={index} className="rounded bg-neutral-200/70 px-1 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      default:
        return <Fragment key={index}>{node.text}</Fragment>;
    }
  });
}

/** An assistant reply with its simple formatting, rendered as React text nodes (never raw HTML). */
export function FormattedMessage({ text }: { text: string }) {
  return parseMessage(text).map((block, index) =>
    block.type === 'list' ? (
      <ul key={index} className="my-1 list-disc space-y-0.5 pl-5">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Inline nodes={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index} className="my-1">
        {block.lines.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            <Inline nodes={line} />
          </Fragment>
        ))}
      </p>
    ),
  );
}
