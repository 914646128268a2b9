// The profiler's histogram, shared by the kernel and user programs.
//
// A struct prof is exactly one page: a 32-byte header and PROF_NBUCKETS
// four-byte counters.  Bucket i counts samples whose pc lies in
// [lo + (i << shift), lo + ((i+1) << shift)); a pc outside [lo, hi) is
// counted only in `outside`.  profget() copies the whole page out, and
// the kernel writes it to prof.out when a profiled process exits.
#ifndef PROF_H
#define PROF_H

#define PROF_NBUCKETS 1016

struct prof {
  uint64 lo;         // first address profiled
  uint64 hi;         // end of the range (exclusive)
  uint32 shift;      // a bucket covers 1 << shift bytes
  uint32 nbuckets;   // buckets in use, at most PROF_NBUCKETS
  uint32 total;      // every sample taken, inside the range or not
  uint32 outside;    // samples whose pc was outside [lo, hi)
  uint32 buckets[PROF_NBUCKETS];
};

_Static_assert(sizeof(struct prof) == 4096, "struct prof must be one page");

#endif
