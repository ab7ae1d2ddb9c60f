// Written by `npm run schemas` from lib/content/singletons.ts.

declare module '@/content/copy/home.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['home']['schema']>;
  export default copy;
}

declare module '@/content/copy/about.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['about']['schema']>;
  export default copy;
}

declare module '@/content/copy/leader.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['leader']['schema']>;
  export default copy;
}

declare module '@/content/copy/training.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['training']['schema']>;
  export default copy;
}

declare module '@/content/copy/pricing.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['pricing']['schema']>;
  export default copy;
}

declare module '@/content/copy/careers.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['careers']['schema']>;
  export default copy;
}

declare module '@/content/copy/blog.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['blog-page']['schema']>;
  export default copy;
}

declare module '@/content/copy/case-studies.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['case-studies-page']['schema']>;
  export default copy;
}

declare module '@/content/copy/service-pages.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['service-pages']['schema']>;
  export default copy;
}

declare module '@/content/copy/enterprise-hub.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['enterpriseHub']['schema']>;
  export default copy;
}

declare module '@/content/copy/product-pages.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['product-pages']['schema']>;
  export default copy;
}

declare module '@/content/copy/quote.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['quote']['schema']>;
  export default copy;
}

declare module '@/content/copy/privacy.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['privacy']['schema']>;
  export default copy;
}

declare module '@/content/copy/accessibility.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['accessibility']['schema']>;
  export default copy;
}

declare module '@/content/copy/not-found.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['not-found']['schema']>;
  export default copy;
}

declare module '@/content/copy/navigation.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['navigation']['schema']>;
  export default copy;
}

declare module '@/content/copy/forms.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['forms']['schema']>;
  export default copy;
}

declare module '@/content/copy/ui.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['ui']['schema']>;
  export default copy;
}

declare module '@/content/copy/search.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['search']['schema']>;
  export default copy;
}

declare module '@/content/copy/quote-button.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['quote-button']['schema']>;
  export default copy;
}

declare module '@/content/copy/consent.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['consent']['schema']>;
  export default copy;
}

declare module '@/content/copy/legal.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['legal']['schema']>;
  export default copy;
}

declare module '@/content/copy/security.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['security']['schema']>;
  export default copy;
}
