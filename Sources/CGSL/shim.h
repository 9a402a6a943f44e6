#ifndef FOCUSBENCH_CGSL_SHIM_H
#define FOCUSBENCH_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_cdf.h>
#include <gsl/gsl_sf_erf.h>
#include <gsl/gsl_sf_gamma.h>
#include <gsl/gsl_sf_psi.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort_double.h>
#include <gsl/gsl_min.h>
#include <gsl/gsl_multimin.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_integration.h>

/* The generator types are mutable C globals; reading them through a function
   keeps Swift 6 strict concurrency checking satisfied. */
static inline const gsl_rng_type *focusbench_rng_taus2(void) { return gsl_rng_taus2; }
static inline const gsl_min_fminimizer_type *focusbench_min_brent(void) { return gsl_min_fminimizer_brent; }
static inline const gsl_multimin_fminimizer_type *focusbench_multimin_nmsimplex2(void) {
    return gsl_multimin_fminimizer_nmsimplex2;
}

#endif
