// Written by `npm run schemas` from lib/content/singletons.ts.

declare module '@/content/pages/home.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['home']['schema']>;
  export default copy;
}

declare module '@/content/pages/about.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['about']['schema']>;
  export default copy;
}

declare module '@/content/pages/leader.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['leader']['schema']>;
  export default copy;
}

declare module '@/content/pages/training.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['training']['schema']>;
  export default copy;
}

declare module '@/content/pages/pricing.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['pricing']['schema']>;
  export default copy;
}

declare module '@/content/pages/careers.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['careers']['schema']>;
  export default copy;
}

declare module '@/content/pages/blog.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['blog-page']['schema']>;
  export default copy;
}

declare module '@/content/pages/case-studies.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['case-studies-page']['schema']>;
  export default copy;
}

declare module '@/content/pages/service-pages.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['service-pages']['schema']>;
  export default copy;
}

declare module '@/content/pages/enterprise-hub.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['enterpriseHub']['schema']>;
  export default copy;
}

declare module '@/content/pages/product-pages.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['product-pages']['schema']>;
  export default copy;
}

declare module '@/content/pages/quote.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['quote']['schema']>;
  export default copy;
}

declare module '@/content/pages/privacy.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['privacy']['schema']>;
  export default copy;
}

declare module '@/content/pages/accessibility.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['accessibility']['schema']>;
  export default copy;
}

declare module '@/content/pages/not-found.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['not-found']['schema']>;
  export default copy;
}

declare module '@/content/pages/navigation.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['navigation']['schema']>;
  export default copy;
}

declare module '@/content/pages/forms.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['forms']['schema']>;
  export default copy;
}

declare module '@/content/pages/ui.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['ui']['schema']>;
  export default copy;
}

declare module '@/content/pages/search.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['search']['schema']>;
  export default copy;
}

declare module '@/content/pages/quote-button.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['quote-button']['schema']>;
  export default copy;
}

declare module '@/content/pages/consent.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['consent']['schema']>;
  export default copy;
}

declare module '@/content/pages/legal.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['legal']['schema']>;
  export default copy;
}

declare module '@/content/pages/security.yaml' {
  const copy: import('zod').output<(typeof import('@/lib/content/singletons').singletonDefs)['security']['schema']>;
  export default copy;
}
