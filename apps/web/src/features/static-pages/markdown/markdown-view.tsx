import { Anchor, Blockquote, Code, Divider, List, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';
import classes from './markdown-view.module.css';

function InlineNodes({ nodes }: { nodes: Inline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'strong':
        return (
          <strong key={index}>
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'link':
        return node.href.kind === 'internal' ? (
          <Anchor key={index} component={Link} to={node.href.href}>
            <InlineNodes nodes={node.children} />
          </Anchor>
        ) : (
          <Anchor
            key={index}
            href={node.href.href}
            {...(node.href.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <InlineNodes nodes={node.children} />
          </Anchor>
        );
    }
  });
}

function BlockNode({ block, headingOffset }: { block: Block; headingOffset: number }) {
  switch (block.kind) {
    case 'heading': {
      const order = Math.min(block.level + headingOffset, 6) as 1 | 2 | 3 | 4 | 5 | 6;
      return (
        <Title order={order} mt={block.level === 1 ? 0 : 'lg'}>
          <InlineNodes nodes={block.children} />
        </Title>
      );
    }
    case 'paragraph':
      return (
        <Text>
          <InlineNodes nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing={4} withPadding>
          {block.items.map((item, index) => (
            <List.Item key={index}>
              <InlineNodes nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'table':
      return (
        <div className={classes.tableWrap}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {block.header.map((cell, index) => (
                  <Table.Th key={index}>
                    <InlineNodes nodes={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <Table.Td key={index}>
                      <InlineNodes nodes={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      );
    case 'quote':
      return (
        <Blockquote>
          <InlineNodes nodes={block.children} />
        </Blockquote>
      );
    case 'rule':
      return <Divider />;
  }
}

/** Markdown shown as React elements only (parse-markdown.ts): never as HTML. */
export function MarkdownView({ source, headingOffset = 0 }: { source: string; headingOffset?: number }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={classes.markdown} data-markdown>
      {blocks.map((block, index) => (
        <BlockNode key={index} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
