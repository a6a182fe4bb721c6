// Ejected (safe; "meant to be ejected", and its wrap is forbidden) from @docusaurus/theme-classic so that a Markdown table too wide for the screen can be scrolled with the keyboard (`table`: ScrollableTable); the other entries are the theme's.
import type { ComponentProps } from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import Admonition from '@theme/Admonition';
import Mermaid from '@theme/Mermaid';
import type { MDXComponentsObject } from '@theme/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

const MDXComponents: MDXComponentsObject = {
  Head,
  details: MDXDetails, // Markdown (not MDX) mode: https://github.com/facebook/docusaurus/issues/9092
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  mermaid: Mermaid,
  table: ScrollableTable,
};

export default MDXComponents;
