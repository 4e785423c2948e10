import type {
  Branding,
  HomepageCta,
  HomepageSection,
  ManagedImage,
} from '@shared/contracts/public-site';
import { heroDefaults } from '@shared/rules/hero';
import { escapeHtml, jsonForScript } from '../seo/seo-html';

export interface LandingShellContent {
  branding: Branding;
  hero: HomepageSection | undefined;
  logoUrl: string;
}

/** The public reads the landing page's first render needs, as their endpoints answer them. */
export interface LandingData {
  branding: Branding;
  sections: HomepageSection[];
  logo: ManagedImage[];
}

/**
 * The same data as a JSON data block (never executed, so the CSP allows it): the web app seeds its
 * query cache with it (web features/site-content/api/first-paint-data.ts), so its first render
 * says exactly what was painted, without waiting for three requests.
 */
export function renderLandingData(data: LandingData): string {
  return `<script type="application/json" id="landing-data">${jsonForScript(data)}</script>`;
}

/*
 * The landing page's top bar and hero as static HTML, served just before #root so a phone paints
 * the page's largest text as soon as the HTML and the stylesheet arrive, without waiting for the
 * JavaScript (issue 4: Lighthouse mobile performance). The landing page removes it when it has
 * rendered the same markup (web features/landing/components/top-bar.tsx and features/site-content/
 * components/hero.tsx: the classes here are theirs, so nothing moves); web lib/landing-shell.ts
 * removes it at once on other routes. Icons are empty boxes of the icons' size. Links are real
 * hash links, so they work before the script runs; a tap on a button before then is kept by
 * public/boot.js and carried out when the page takes over.
 */

const button =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors outline-none select-none focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-2 aria-invalid:ring-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
const buttonDefault = `${button} bg-primary text-primary-foreground shadow-sm hover:bg-primary/90`;
const buttonOutline = `${button} border border-border bg-transparent text-foreground hover:bg-accent hover:text-accent-foreground`;
const buttonGhost = `${button} text-foreground hover:bg-accent hover:text-accent-foreground`;
const navButton = `${buttonGhost} h-10 px-4`;
const icon = (size = 'size-4') => `<svg class="${size}" aria-hidden="true"></svg>`;

const dashboardCard = (href: string, title: string, text: string) =>
  `<a href="#${href}" class="group flex items-center gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-brand-400/60 hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"><span class="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-400/15 text-brand-300">${icon('size-6')}</span><span class="flex min-w-0 flex-1 flex-col"><span class="font-semibold">${title}</span><span class="text-sm text-muted-foreground">${text}</span></span>${icon('size-5 shrink-0 text-muted-foreground')}</a>`;
// features/landing/components/dashboard-cards.tsx
const dashboardCards = `<nav aria-label="Dashboards" class="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">${dashboardCard('/admin/login', 'Business Dashboard', 'Staff sign-in: clients, payments, orders and live statistics.')}${dashboardCard('/client/login', 'Client Dashboard', 'Your subscription, payments, downloads and support.')}</nav>`;

export function renderLandingShell({ branding, hero, logoUrl }: LandingShellContent): string {
  const e = escapeHtml;
  const highlights = hero?.content.highlights ?? [];
  const primary = hero?.content.ctaPrimary ?? heroDefaults.ctaPrimary;
  const secondary = hero?.content.ctaSecondary ?? heroDefaults.ctaSecondary;
  const link = (href: string, label: string, iconHtml = icon()) =>
    `<a href="#${href}" class="${navButton}">${iconHtml}${label}</a>`;
  const cta = (action: string, c: HomepageCta, classes: string, iconHtml = '') =>
    `<button type="button" data-shell-action="${action}" class="${classes} h-14 px-8 text-base">${iconHtml}${e(c.text)}</button>`;

  return `<div data-landing-shell class="flex min-h-dvh flex-col overflow-x-clip">
<header class="sticky top-0 z-40 border-b border-border/60 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75"><div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4"><a href="#/" class="flex min-w-0 items-center gap-2 rounded-md font-bold focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"><img src="${e(logoUrl)}" alt="" width="32" height="32" class="size-8 shrink-0 rounded-md"><span class="truncate text-lg">${e(branding.companyName)}</span></a><nav aria-label="Main" class="hidden items-center gap-1 md:flex">${link('/knowledge-base', 'Help Center')}${link('/status', 'Status')}${link('/admin/login', 'Admin Login')}<a href="#/client/login" class="${buttonDefault} h-10 px-4">${icon()}Client Portal</a></nav><button type="button" data-shell-action="menu" aria-expanded="false" class="${buttonGhost} size-12 md:hidden">${icon('size-6')}<span class="sr-only">Open menu</span></button></div></header>
<main class="flex flex-1 flex-col"><section id="hero" aria-labelledby="hero-heading" class="relative isolate overflow-hidden bg-gradient-to-b from-navy-950 via-navy-900 to-brand-900/40"><div aria-hidden="true" class="absolute -top-40 left-1/2 -z-10 size-[36rem] max-w-[100vw] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"></div><div class="mx-auto flex w-full max-w-4xl flex-col items-center gap-6 px-4 pt-14 pb-12 text-center sm:pt-20"><span class="inline-flex items-center gap-2 rounded-full border border-brand-400/40 bg-brand-400/10 px-4 py-1 text-sm font-medium text-brand-200">${icon()}${e(branding.tagline)}</span><h1 id="hero-heading" class="text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">${e(branding.companyName)}</h1><p class="text-2xl font-semibold text-balance text-brand-200 sm:text-3xl">${e(hero?.title ?? heroDefaults.title)}</p><p class="max-w-2xl text-base text-balance text-muted-foreground sm:text-lg">${e(hero?.description ?? heroDefaults.description)}</p>${
    highlights.length > 0
      ? `<ul class="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-foreground/90">${highlights
          .map(
            (text) =>
              `<li class="inline-flex items-center gap-1.5">${icon('size-4 text-success')}${e(text)}</li>`,
          )
          .join('')}</ul>`
      : ''
  }<div class="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">${cta('primary', primary, buttonDefault)}${cta('secondary', secondary, buttonOutline, icon())}</div></div></section><div class="-mt-4 pb-4">${dashboardCards}</div></main>
</div>`;
}
