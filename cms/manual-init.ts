// Evaluated before Sveltia CMS (first import of cms/main.ts): the CMS then waits for CMS.init()
// with the generated configuration instead of fetching a config.yml this site does not have.
(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;
